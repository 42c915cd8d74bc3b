import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpPack } from '@shared/contract/help';
import { HELP_LANGUAGES, type HelpLang } from '@shared/help-languages';
import { ANSWER_LETTERS } from '@shared/constants';
import type { Question } from '../../lib/content/question';
import { setHelpLanguage, useHelpLanguage } from '../../lib/help/help-language';
import { useHelpPack } from '../../lib/help/help-pack';
import { GlobeIcon } from '../ui/icons';
import { LanguageChooser } from './language-chooser';
import { ListenInHelpLanguage } from './listen-in-help-language';
import styles from './help-translation.module.css';

/** The panel's body once a language is chosen: its name, "change", and what `render` draws from the pack. */
function HelpBody({ lang, id, render, onChange }: { lang: HelpLang; id: string; render: (pack: HelpPack) => ReactNode; onChange: () => void }) {
  const { t } = useTranslation();
  const { data: pack, isError, refetch } = useHelpPack(lang);
  const body = useRef<HTMLDivElement>(null);
  if (isError)
    return (
      <p role="alert">
        {t('help.failed')}{' '}
        <button type="button" className={styles.link} onClick={() => void refetch()}>
          {t('help.retry')}
        </button>
      </p>
    );
  if (!pack) return <p aria-live="polite">{t('help.loading')}</p>;
  return (
    <>
      <div className={styles.head}>
        <span lang={lang} className={styles.name}>
          {pack.name}
        </span>
        <span className={styles.actions}>
          <ListenInHelpLanguage lang={lang} label={pack.ui.listen} body={body} shows={id} />
          <button type="button" className={styles.link} onClick={onChange}>
            {t('help.change')}
          </button>
        </span>
      </div>
      <div ref={body} lang={lang} dir={pack.dir} className={styles.body}>
        {render(pack)}
      </div>
    </>
  );
}

/** A question in the help language: same letters, the notes once the answer is known. */
function QuestionInHelpLanguage({ pack, question, revealed }: { pack: HelpPack; question: Question; revealed: boolean }) {
  const translated = pack.questions[question.id];
  if (!translated) return <p>{pack.ui.missing}</p>;
  return (
    <>
      {translated.outOfDate && (
        <p className={styles.outOfDate} role="note">
          {pack.ui.outOfDate}
        </p>
      )}
      <p className={styles.question}>{translated.question}</p>
      <ol className={styles.options} aria-label={pack.ui.options}>
        {translated.options.map((option, index) => (
          <li key={index} className={revealed && index === question.correct_answer ? styles.correct : undefined}>
            <bdi className={styles.letter} dir="ltr">
              {ANSWER_LETTERS[index]}
            </bdi>
            <span>{option}</span>
          </li>
        ))}
      </ol>
      {revealed && (
        <>
          <p className={styles.label}>{pack.ui.explanation}</p>
          <p>{translated.explanation}</p>
          <p className={styles.label}>{pack.ui.memoryDevice}</p>
          <p>{translated.memoryDevice}</p>
        </>
      )}
    </>
  );
}

/**
 * Something in the learner's help language, beside the English or French (issue 31): a control
 * and the panel it opens, drawing `render` from the language's pack. The first use asks which
 * language; the choice is kept on the device, and only that language's pack is downloaded.
 * `id` names what is shown (a panel opened for one question closes when the card moves on).
 */
export function useHelpPanel(id: string, render: (pack: HelpPack) => ReactNode, enabled = true): { control: ReactNode; panel: ReactNode; shown: HelpPack | undefined } {
  const { t } = useTranslation();
  const lang = useHelpLanguage();
  const { data: pack } = useHelpPack(enabled ? lang : null);
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const panelId = useId();
  const chooserTitle = useId();
  const open = openFor === id;
  const label = lang ? (pack?.ui[open ? 'hide' : 'show'] ?? HELP_LANGUAGES[lang].name) : t('help.choose');
  const control = (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => {
        setOpenFor(open ? null : id);
        setChoosing(!open && lang === null);
      }}
    >
      <GlobeIcon size={16} />
      <span lang={lang && pack ? lang : undefined}>{label}</span>
    </button>
  );
  const panel = (
    <div id={panelId} className={styles.panel} hidden={!open} data-testid="help-translation">
      {open &&
        (choosing || lang === null ? (
          <>
            <p id={chooserTitle} className={styles.chooserTitle}>
              {t('help.chooseTitle')}
            </p>
            <LanguageChooser
              labelledBy={chooserTitle}
              onChoose={(chosen) => {
                if (!chosen) return;
                setHelpLanguage(chosen);
                setChoosing(false);
              }}
            />
          </>
        ) : (
          <HelpBody lang={lang} id={id} render={render} onChange={() => setChoosing(true)} />
        ))}
    </div>
  );
  if (!enabled) return { control: null, panel: null, shown: undefined };
  return { control, panel, shown: open && lang && !choosing ? pack : undefined };
}

/**
 * A question card's help: the question and options, and the notes once `revealed`. Never on a
 * test's screen: there `enabled` is false, and nothing is shown or downloaded.
 */
export const useHelpTranslation = (question: Question, revealed: boolean, enabled = true) =>
  useHelpPanel(question.id, (pack) => <QuestionInHelpLanguage pack={pack} question={question} revealed={revealed} />, enabled);
