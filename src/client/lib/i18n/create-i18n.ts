import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE } from './common';
import { DEFAULT_LANG, type Lang } from './languages';
import { memoizeTranslations } from './memoize-translations';

/**
 * An i18next instance for one language: one for the browser, one per server render (so
 * concurrent requests in two languages never share state). Strings arrive per namespace.
 */
export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    defaultNS: COMMON_NAMESPACE,
    ns: [],
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  memoizeTranslations(instance);
  return instance;
}
