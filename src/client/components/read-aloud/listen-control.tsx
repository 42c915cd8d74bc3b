import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/i18n/languages';
import { SpeakerIcon, StopIcon } from '../ui/icons';
import { VoiceSettings } from './voice-settings';
import styles from './read-aloud.module.css';

/** Listen / Stop with the voice settings beside it: the markup every read-aloud control shares. */
export function ListenControl({
  readingNow,
  onToggle,
  lang,
  voices,
  keyShortcut,
  controlsLang,
}: {
  readingNow: boolean;
  onToggle: () => void;
  /** The language read (its voices are offered). */
  lang: Lang;
  voices: readonly SpeechSynthesisVoice[];
  keyShortcut?: string;
  /** The page's language, when the text around is marked as another. */
  controlsLang?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.readAloud} lang={controlsLang}>
      <button type="button" className={`${styles.listen} ${readingNow ? styles.reading : ''}`} onClick={onToggle} aria-keyshortcuts={keyShortcut}>
        {readingNow ? <StopIcon fill="currentColor" /> : <SpeakerIcon />}
        <span className={styles.listenLabel}>{readingNow ? t('question.readAloud.stop') : t('question.readAloud.listen')}</span>
      </button>
      <VoiceSettings lang={lang} voices={voices} />
    </div>
  );
}
