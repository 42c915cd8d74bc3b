import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';

/**
 * English first; every UI string lives in locales/<lang>/<namespace>.json.
 * French is added by dropping locales/fr/*.json beside the English files.
 */
export const DEFAULT_NAMESPACE = 'common';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: DEFAULT_NAMESPACE,
  resources: { en: { common } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
