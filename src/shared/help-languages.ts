/**
 * Help languages: a learner's own language, shown beside the English or French of a question
 * (the site itself and the test stay English or French, as on the real test).
 */
export const HELP_LANGS = ['pa', 'hi', 'tl', 'zh-Hans', 'ur', 'ar', 'fa', 'es'] as const;
export type HelpLang = (typeof HELP_LANGS)[number];

/** Scripts by their Unicode property names (used by the content checks). */
type Script = 'Gurmukhi' | 'Devanagari' | 'Latin' | 'Han' | 'Arabic';

export interface HelpLanguageInfo {
  /** The language's own name for itself, as the menu shows it. */
  name: string;
  /** Its English name (for the admin panel and English pages). */
  english: string;
  /** Its French name (for French pages). */
  french: string;
  dir: 'ltr' | 'rtl';
  script: Script;
}

export const HELP_LANGUAGES: Record<HelpLang, HelpLanguageInfo> = {
  pa: { name: 'ਪੰਜਾਬੀ', english: 'Punjabi', french: 'Pendjabi', dir: 'ltr', script: 'Gurmukhi' },
  hi: { name: 'हिन्दी', english: 'Hindi', french: 'Hindi', dir: 'ltr', script: 'Devanagari' },
  tl: { name: 'Tagalog', english: 'Tagalog', french: 'Tagalog', dir: 'ltr', script: 'Latin' },
  'zh-Hans': { name: '简体中文', english: 'Chinese (Simplified)', french: 'Chinois (simplifié)', dir: 'ltr', script: 'Han' },
  ur: { name: 'اردو', english: 'Urdu', french: 'Ourdou', dir: 'rtl', script: 'Arabic' },
  ar: { name: 'العربية', english: 'Arabic', french: 'Arabe', dir: 'rtl', script: 'Arabic' },
  fa: { name: 'فارسی', english: 'Persian', french: 'Persan', dir: 'rtl', script: 'Arabic' },
  es: { name: 'Español', english: 'Spanish', french: 'Espagnol', dir: 'ltr', script: 'Latin' },
};

export const isHelpLang = (value: unknown): value is HelpLang => typeof value === 'string' && (HELP_LANGS as readonly string[]).includes(value);

/** The help feature's own labels, written in each help language (content/help/<lang>/glossary.json). */
export const HELP_UI_KEYS = ['show', 'hide', 'question', 'options', 'explanation', 'memoryDevice', 'outOfDate', 'missing', 'keyPoints', 'definition', 'listen', 'chooseLanguage'] as const;
