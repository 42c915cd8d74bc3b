import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../lib/content/question';
import { COMMON_NAMESPACE, commonNamespace } from '../../lib/i18n/common';
import type { Lang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';
import { browserSpeaker } from '../../lib/speech/browser-speech';
import { isListenShortcut, LISTEN_KEY } from '../../lib/speech/shortcut';
import { buildUtterances, type Reading } from '../../lib/speech/utterances';
import { pickVoice, voicesFor } from '../../lib/speech/voices';
import { ListenControl } from './listen-control';
import { useReadingNow, useSpeechSettings, useVoices } from './use-read-aloud';

interface Props {
  /** The question as the card shows it (in the other language after "See in French"). */
  question: Question;
  /** The language of those texts when it is not the page's. */
  lang?: Lang | undefined;
  /** What the card shows besides the question: options, answers, notes. */
  reading: Reading;
  /** Whether the L key reads this card (the one card of a screen that has the shortcut). */
  shortcut?: boolean;
}

/**
 * Listen / Stop and the voice settings for one card, read in the language of its texts. Shows
 * nothing on the server, before hydration, or where the browser cannot speak that language;
 * it sits in the card's tool row beside "See in French", so appearing moves nothing. Speaks only
 * when asked, and stops when the card changes or goes away.
 */
export function ReadAloud({ question, lang: textLang, reading, shortcut = false }: Props) {
  const { i18n } = useTranslation();
  const pageLang = useLang();
  const lang = textLang ?? pageLang;
  const owner = useId();
  const voices = voicesFor(useVoices(), lang);
  const settings = useSpeechSettings();
  const readingNow = useReadingNow(owner);
  const available = voices.length > 0;

  // The labels read with the texts ("Correct answer", …) are said in the texts' language.
  useEffect(() => {
    if (available) void commonNamespace.load(i18n, lang);
  }, [available, i18n, lang]);

  // Another card, another language or another side of the card stops the reading, as does leaving.
  const card = `${question.id} ${lang} ${JSON.stringify(reading)}`;
  const cardOnShow = useRef<string | null>(card);
  useEffect(() => {
    cardOnShow.current = card;
    return () => {
      cardOnShow.current = null;
      browserSpeaker()?.stopFor(owner);
    };
  }, [card, owner]);

  const listen = async () => {
    const voice = pickVoice(voices, lang, settings.voices[lang]);
    if (!voice) return;
    if (!i18n.hasResourceBundle(lang, COMMON_NAMESPACE)) {
      await commonNamespace.load(i18n, lang);
      if (cardOnShow.current !== card) return;
    }
    const said = i18n.getFixedT(lang, COMMON_NAMESPACE);
    const labels = {
      trueOrFalse: said('question.trueOrFalse'),
      yourAnswer: said('question.readAloud.yourAnswer'),
      correctAnswer: said('question.readAloud.correctAnswer'),
      noAnswer: said('question.readAloud.noAnswer'),
      explanation: said('question.explanation'),
      memoryDevice: said('question.memoryDevice'),
    };
    browserSpeaker()?.speak(owner, buildUtterances(question, reading, labels, lang), voice, settings.rate);
  };
  // The speaker's own state, not the last render's: a key pressed right after the label turned
  // to Stop may run before this component's effects have caught up (Preact defers them).
  const toggle = () => (browserSpeaker()?.owner() === owner ? browserSpeaker()?.stop() : void listen());

  const latestToggle = useRef(toggle);
  useEffect(() => {
    latestToggle.current = toggle;
  });
  // A layout effect: the key works as soon as the Listen button shows (a flipped card is read at once).
  useLayoutEffect(() => {
    if (!shortcut || !available) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isListenShortcut(event)) return;
      event.preventDefault();
      latestToggle.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut, available]);

  if (!available) return null;
  return (
    // The card may be marked as French after "See in French"; these controls stay in the page's language.
    <ListenControl
      readingNow={readingNow}
      onToggle={toggle}
      lang={lang}
      voices={voices}
      keyShortcut={shortcut ? LISTEN_KEY.toUpperCase() : undefined}
      controlsLang={textLang ? pageLang : undefined}
    />
  );
}
