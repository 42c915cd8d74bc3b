import type { Lang } from './languages';

const KEY = 'lang-choice';

/** Remembers the language a learner chose (a preference, not learner data: no migration needed). */
export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}

export function rememberedLang(): Lang | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'en' || value === 'fr' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language to offer on a page in `pageLang`: the one chosen before, else a French browser's. */
export function languageToOffer(pageLang: Lang, languages: readonly string[]): Lang | undefined {
  const chosen = rememberedLang();
  if (chosen) return chosen === pageLang ? undefined : chosen;
  const browserFrench = languages[0]?.toLowerCase().startsWith('fr') === true;
  return pageLang === 'en' && browserFrench ? 'fr' : undefined;
}
