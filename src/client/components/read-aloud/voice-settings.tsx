import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Lang } from '../../lib/i18n/languages';
import { NORMAL_RATE, saveSpeechSettings, SPEECH_RATES } from '../../lib/speech/settings';
import { pickVoice } from '../../lib/speech/voices';
import { SlidersIcon } from '../ui/icons';
import { useSpeechSettings } from './use-read-aloud';
import styles from './read-aloud.module.css';

/**
 * A small disclosure beside Listen: the voice (among the device's voices for the language being
 * read) and the speaking rate, remembered on the device for every card. Escape or a click
 * elsewhere closes it.
 */
export function VoiceSettings({ lang, voices }: { lang: Lang; voices: readonly SpeechSynthesisVoice[] }) {
  const { t, i18n } = useTranslation();
  const settings = useSpeechSettings();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const chosen = voices.some((voice) => voice.voiceURI === settings.voices[lang]) ? settings.voices[lang] : '';
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const label = t('question.readAloud.settings');

  return (
    <div ref={rootRef} className={styles.settings} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className={styles.settingsButton} aria-expanded={open} aria-controls={`${id}-panel`} title={label} onClick={() => setOpen(!open)}>
        <SlidersIcon />
        <span className="visually-hidden">{label}</span>
      </button>
      <div id={`${id}-panel`} role="group" aria-labelledby={`${id}-title`} className={styles.panel} hidden={!open}>
        <p id={`${id}-title`} className={styles.panelTitle}>
          {label}
        </p>
        <label className={styles.field}>
          {t(`question.readAloud.voice.${lang}`)}
          <select value={chosen} onChange={(event) => saveSpeechSettings({ ...settings, voices: { ...settings.voices, [lang]: event.target.value || undefined } })}>
            <option value="">{t('question.readAloud.automatic', { name: pickVoice(voices, lang)?.name })}</option>
            {voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {`${voice.name} (${voice.lang})`}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('question.readAloud.speed')}
          <select value={String(settings.rate)} onChange={(event) => saveSpeechSettings({ ...settings, rate: Number(event.target.value) })}>
            {SPEECH_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t(rate === NORMAL_RATE ? 'question.readAloud.rateNormal' : 'question.readAloud.rate', { rate: number.format(rate) })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
