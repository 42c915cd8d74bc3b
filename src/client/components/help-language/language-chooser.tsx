import { HELP_LANGS, HELP_LANGUAGES, type HelpLang } from '@shared/help-languages';
import { useLang } from '../../lib/i18n/use-lang';
import styles from './help-translation.module.css';

interface LanguageChooserProps {
  onChoose: (lang: HelpLang | null) => void;
  labelledBy: string;
  /** The language chosen now, marked as pressed; with `noneLabel`, a first button turns help off. */
  current?: HelpLang | null;
  noneLabel?: string;
}

/** The help languages as buttons, each in its own name and script, with its name in the page's language. */
export function LanguageChooser({ onChoose, labelledBy, current, noneLabel }: LanguageChooserProps) {
  const pageLang = useLang();
  const marked = current !== undefined;
  return (
    <ul className={styles.languages} aria-labelledby={labelledBy}>
      {noneLabel && (
        <li>
          <button type="button" className={styles.language} aria-pressed={current === null} onClick={() => onChoose(null)}>
            <span>{noneLabel}</span>
          </button>
        </li>
      )}
      {HELP_LANGS.map((lang) => {
        const info = HELP_LANGUAGES[lang];
        const pageName = pageLang === 'fr' ? info.french : info.english;
        return (
          <li key={lang}>
            <button type="button" className={styles.language} aria-pressed={marked ? current === lang : undefined} onClick={() => onChoose(lang)}>
              <span lang={lang} dir={info.dir}>
                {info.name}
              </span>
              {info.name !== pageName && <span className={styles.english}>{pageName}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
