import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const brand = t('brand.name');
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, t]);
}
