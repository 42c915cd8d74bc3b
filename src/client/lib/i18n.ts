import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';

/**
 * English first; every UI string lives in locales/<lang>/<namespace>.json.
 * French is added by dropping locales/fr/*.json beside the English files.
 */
const DEFAULT_NAMESPACE = 'common';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: DEFAULT_NAMESPACE,
  resources: { en: { common } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Each feature registers its own namespace when its code loads (features/<name>/i18n.ts),
 * so a screen's strings travel with its lazy chunk. French goes beside English per namespace.
 */
export function registerTranslations(namespace: string, resources: { en: Record<string, unknown> }): void {
  for (const [language, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

