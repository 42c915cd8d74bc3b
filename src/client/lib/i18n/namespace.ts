import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANG, type Lang } from './languages';

type Catalogue = Record<string, unknown>;

/** A group of UI strings (one per feature), loaded per language only when a screen needs it. */
export interface Namespace {
  name: string;
  /** Adds this namespace's strings in `lang` to `i18n` (once). */
  load(i18n: I18n, lang: Lang): Promise<void>;
}

/**
 * Defines a namespace from its catalogue files, given as
 * `import.meta.glob('./locales/*.json', { import: 'default' })` in the feature: each language is
 * its own small chunk, so an English page never downloads French strings. A language without a
 * file falls back to English.
 */
export function defineNamespace(name: string, files: Record<string, () => Promise<unknown>>): Namespace {
  return {
    name,
    async load(i18n, lang) {
      if (i18n.hasResourceBundle(lang, name)) return;
      const file = files[`./locales/${lang}.json`] ?? files[`./locales/${DEFAULT_LANG}.json`];
      if (!file) throw new Error(`No strings for namespace ${name}`);
      i18n.addResourceBundle(lang, name, (await file()) as Catalogue, true, true);
    },
  };
}

/** True when every namespace is there in `lang`. */
export const namespacesLoaded = (i18n: I18n, lang: Lang, namespaces: readonly Namespace[]) =>
  namespaces.every((ns) => i18n.hasResourceBundle(lang, ns.name));
