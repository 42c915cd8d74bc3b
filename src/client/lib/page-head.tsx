import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Collects what a server render learns about the page's <head> while rendering it. */
export interface PageHead {
  setTitle(title: string): void;
}

export const PageHeadContext = createContext<PageHead | null>(null);

/** Sets the document title ("Title | Brand"); on the server it goes into the HTML's <title>. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  const full = title ? `${title} | ${brand}` : brand;
  const head = useContext(PageHeadContext);
  head?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
