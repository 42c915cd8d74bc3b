import { useEffect, useId } from 'react';
import { useReadingNow, useSpeechSettings, useVoices } from '../../components/read-aloud/use-read-aloud';
import { ListenControl } from '../../components/read-aloud/listen-control';
import { useLang } from '../../lib/i18n/use-lang';
import { browserSpeaker } from '../../lib/speech/browser-speech';
import { pickVoice, voicesFor } from '../../lib/speech/voices';

/**
 * Listen / Stop for a lesson section, read in the page's language with the learner's voice and
 * speed. Shows nothing where the browser cannot speak the language (nor on the server).
 */
export function ListenToSection({ texts }: { texts: () => string[] }) {
  const lang = useLang();
  const owner = useId();
  const voices = voicesFor(useVoices(), lang);
  const settings = useSpeechSettings();
  const readingNow = useReadingNow(owner);
  useEffect(() => () => browserSpeaker()?.stopFor(owner), [owner]);
  if (voices.length === 0) return null;
  const toggle = () => {
    const speaker = browserSpeaker();
    if (speaker?.owner() === owner) return speaker.stop();
    const voice = pickVoice(voices, lang, settings.voices[lang]);
    if (voice) speaker?.speak(owner, texts(), voice, settings.rate);
  };
  return <ListenControl readingNow={readingNow} onToggle={toggle} lang={lang} voices={voices} />;
}
