import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { NAMESPACE } from './i18n';

export function TestStructurePage() {
  const { t } = useTranslation(NAMESPACE);
  return <Page title="TestStructurePage">{t('placeholder')}</Page>;
}
