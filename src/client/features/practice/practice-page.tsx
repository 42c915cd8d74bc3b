import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { NAMESPACE } from './i18n';

export function PracticePage() {
  const { t } = useTranslation(NAMESPACE);
  return <Page title="PracticePage">{t('placeholder')}</Page>;
}
