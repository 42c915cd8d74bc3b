import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_LANGUAGES, type HelpLang } from '@shared/help-languages';
import { setHelpLanguage, useHelpLanguage } from '../../lib/help/help-language';
import { useLang } from '../../lib/i18n/use-lang';
import { GlobeIcon } from '../ui/icons';
import { useCloseOutside } from '../ui/use-close-outside';
import { LanguageChooser } from './language-chooser';
import styles from './help-language-menu.module.css';

function useChosenName(lang: HelpLang | null): string | null {
  const pageLang = useLang();
  if (!lang) return null;
  const info = HELP_LANGUAGES[lang];
  return pageLang === 'fr' ? info.french : info.english;
}

/**
 * The header's choice of help language (issue 31), beside the English/French switch: a globe
 * button opening the list, the chosen language's code on the button. A disclosure like the
 * header's menus: Escape or a click outside closes it.
 */
export function HelpLanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useHelpLanguage();
  const chosenName = useChosenName(lang);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const titleId = useId();

  useCloseOutside(root, open, () => setOpen(false));

  return (
    <div
      ref={root}
      className={`${styles.menu} ${className ?? ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={chosenName ? t('help.menuChosen', { name: chosenName }) : t('help.choose')}
        onClick={() => setOpen(!open)}
      >
        <GlobeIcon size={20} />
        {/* Absolutely placed: the code appearing once the device's choice is read moves nothing. */}
        {lang && (
          <span className={styles.badge} aria-hidden="true">
            {lang.slice(0, 2).toUpperCase()}
          </span>
        )}
      </button>
      <div id={listId} className={styles.popover} hidden={!open}>
        <HelpLanguageList
          titleId={titleId}
          onChosen={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      </div>
    </div>
  );
}

/** The same choice as a section of the phone's menu drawer. */
export function HelpLanguageList({ titleId, onChosen }: { titleId: string; onChosen?: () => void }) {
  const { t } = useTranslation();
  const lang = useHelpLanguage();
  return (
    <>
      <p id={titleId} className={styles.title}>
        {t('help.choose')}
      </p>
      <p className={styles.hint}>{t('help.menuHint')}</p>
      <LanguageChooser
        labelledBy={titleId}
        current={lang}
        noneLabel={t('help.none')}
        onChoose={(chosen) => {
          setHelpLanguage(chosen);
          onChosen?.();
        }}
      />
    </>
  );
}
