import { useEffect, useId, type RefObject } from 'react';
import type { HelpLang } from '@shared/help-languages';
import { browserSpeaker } from '../../lib/speech/browser-speech';
import { helpVoicesFor } from '../../lib/speech/voices';
import { useReadingNow, useSpeechSettings, useVoices } from '../read-aloud/use-read-aloud';
import { SpeakerIcon, StopIcon } from '../ui/icons';
import styles from './help-translation.module.css';

/** The panel's texts in reading order: each paragraph and each option (its letter, then its text). */
function textsOf(body: HTMLElement): string[] {
  return Array.from(body.querySelectorAll('p, li'))
    .map((element) => Array.from(element.childNodes, (node) => node.textContent?.trim() ?? '').filter(Boolean).join(' '))
    .filter(Boolean);
}

/**
 * Reads the help panel aloud with one of the device's voices for its language (issue 31).
 * Shows nothing where the device has none: most phones have Hindi, Spanish and Arabic, fewer
 * Punjabi or Persian. Stops when the panel changes or closes.
 */
export function ListenInHelpLanguage({ lang, label, body, shows }: { lang: HelpLang; label: string; body: RefObject<HTMLElement | null>; shows: string }) {
  const owner = useId();
  const voice = helpVoicesFor(useVoices(), lang)[0];
  const { rate } = useSpeechSettings();
  const readingNow = useReadingNow(owner);
  useEffect(() => () => browserSpeaker()?.stopFor(owner), [owner, shows]);
  if (!voice) return null;
  const toggle = () => {
    const speaker = browserSpeaker();
    if (speaker?.owner() === owner) return speaker.stop();
    if (body.current) speaker?.speak(owner, textsOf(body.current), voice, rate);
  };
  return (
    <button type="button" className={`${styles.link} ${styles.listen}`} aria-pressed={readingNow} onClick={toggle} lang={lang}>
      {readingNow ? <StopIcon size={14} fill="currentColor" /> : <SpeakerIcon size={14} />} {label}
    </button>
  );
}
