import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { NAMESPACE } from './i18n';

export function CategoriesPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Page title="CategoriesPage">{t('placeholder')}</Page>;
}
