import type { Lang } from '../i18n/languages';
import type { HelpLang } from '@shared/help-languages';

/** What the site needs of a `SpeechSynthesisVoice` (plain objects in tests). */
export type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'voiceURI'> & Partial<Pick<SpeechSynthesisVoice, 'default' | 'localService'>>;

/** "fr_CA", "FR-ca" and "fr-CA" are one tag; Android writes underscores. */
const tagOf = (voice: VoiceLike) => voice.lang.replace(/_/g, '-').toLowerCase();

const speaks = (voice: VoiceLike, lang: Lang) => {
  const tag = tagOf(voice);
  return tag === lang || tag.startsWith(`${lang}-`);
};

const isCanadian = (voice: VoiceLike, lang: Lang) => tagOf(voice) === `${lang}-ca`;

/**
 * The device's voices for a language, Canadian ones first, then the others; within each group
 * the device's default voice first, otherwise in the device's order.
 */
export function voicesFor<V extends VoiceLike>(voices: readonly V[], lang: Lang): V[] {
  const rank = (voice: V) => (isCanadian(voice, lang) ? 0 : 2) + (voice.default ? 0 : 1);
  return voices.filter((voice) => speaks(voice, lang)).sort((a, b) => rank(a) - rank(b));
}

/**
 * The voice to read a text in `lang`: the learner's choice when this device still has it,
 * else a Canadian voice (en-CA, fr-CA), else any voice of the language (en-US, fr-FR, …).
 * Undefined when the device cannot speak the language: the site then offers no read-aloud.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: Lang, chosenURI?: string): V | undefined {
  const candidates = voicesFor(voices, lang);
  return candidates.find((voice) => chosenURI !== undefined && voice.voiceURI === chosenURI) ?? candidates[0];
}

/**
 * The language tags a device's voices use for a help language: Tagalog voices are often tagged
 * Filipino (fil), Mandarin ones zh-CN or cmn. Mainland Mandarin first for Simplified Chinese.
 */
const HELP_VOICE_TAGS: Record<HelpLang, readonly string[]> = {
  pa: ['pa'],
  hi: ['hi'],
  tl: ['fil', 'tl'],
  'zh-Hans': ['zh-cn', 'cmn-cn', 'cmn-hans', 'zh-hans', 'zh', 'cmn'],
  ur: ['ur'],
  ar: ['ar'],
  fa: ['fa'],
  es: ['es'],
};

/** The device's voices that read a help language, the best match first (none: no read-aloud there). */
export function helpVoicesFor<V extends VoiceLike>(voices: readonly V[], lang: HelpLang): V[] {
  const tags = HELP_VOICE_TAGS[lang];
  const rank = (voice: V) => {
    const tag = tagOf(voice);
    const at = tags.findIndex((wanted) => tag === wanted || tag.startsWith(`${wanted}-`));
    return at < 0 ? -1 : at * 2 + (voice.default ? 0 : 1);
  };
  return voices.filter((voice) => rank(voice) >= 0).sort((a, b) => rank(a) - rank(b));
}
