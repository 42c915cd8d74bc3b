import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadingNow, useSpeechSettings, useVoices } from '../../components/read-aloud/use-read-aloud';
import readAloudStyles from '../../components/read-aloud/read-aloud.module.css';
import { VoiceSettings } from '../../components/read-aloud/voice-settings';
import { SpeakerIcon, StopIcon } from '../../components/ui/icons';
import { useLang } from '../../lib/i18n/use-lang';
import { browserSpeaker } from '../../lib/speech/browser-speech';
import { pickVoice, voicesFor } from '../../lib/speech/voices';

/**
 * Listen / Stop for a lesson section, read in the page's language with the learner's voice and
 * speed. Shows nothing where the browser cannot speak the language (nor on the server).
 */
export function ListenToSection({ texts }: { texts: () => string[] }) {
  const { t } = useTranslation();
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
  return (
    <div className={readAloudStyles.readAloud}>
      <button type="button" className={`${readAloudStyles.listen} ${readingNow ? readAloudStyles.reading : ''}`} onClick={toggle}>
        {readingNow ? <StopIcon fill="currentColor" /> : <SpeakerIcon />}
        <span className={readAloudStyles.listenLabel}>{readingNow ? t('question.readAloud.stop') : t('question.readAloud.listen')}</span>
      </button>
      <VoiceSettings lang={lang} voices={voices} />
    </div>
  );
}
