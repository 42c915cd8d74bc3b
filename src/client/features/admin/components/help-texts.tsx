import { ANSWER_LETTERS } from '@shared/constants';
import type { AdminHelpText, AdminHelpTranslation } from '@shared/contract/admin-help';
import { HELP_LANGS, HELP_LANGUAGES, type HelpLang } from '@shared/help-languages';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useChangeHelpText, useHelpTexts } from '../api/help-texts';
import { serverMessage } from '../api/query-defaults';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import history from './question-history.module.css';
import styles from './help-texts.module.css';

interface Props {
  id: string;
  /** How many options the saved English has (2 for true/false), and whether it has a context. */
  optionCount: number;
  hasContext: boolean;
}

type Outcome = { tone: 'success' | 'error'; text: string };

const blank = (optionCount: number): AdminHelpText => ({ question: '', options: Array.from({ length: optionCount }, () => ''), explanation: '', memoryDevice: '', context: null });

/** Enter in a one-line field would submit the English form around this section. */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A question's texts in the help languages (issue 31), one language at a time: its state
 * (missing, out of date since the English changed, current), and the fields to correct it.
 * Saving writes it against the English as saved now, so it becomes current; an admin's text can
 * be removed to show the reviewed translation again. Loaded when the section is opened.
 */
export function HelpTexts({ id, optionCount, hasContext }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<HelpLang>(HELP_LANGS[0]);
  const [drafts, setDrafts] = useState<Partial<Record<HelpLang, AdminHelpText>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const texts = useHelpTexts(id, open);
  const change = useChangeHelpText();
  const regionId = useId();
  const fieldId = useId();
  const field = (name: string) => `${fieldId}-${name}`;

  const current = texts.data?.find((entry) => entry.lang === lang);
  const draft = drafts[lang] ?? current?.text ?? blank(optionCount);
  const options = Array.from({ length: optionCount }, (_, i) => draft.options[i] ?? '');
  const edit = (next: Partial<AdminHelpText>) => setDrafts({ ...drafts, [lang]: { ...draft, options, ...next } });
  const info = HELP_LANGUAGES[lang];
  const statusLabel = (entry: AdminHelpTranslation) => `${t(`help.status.${entry.status}`)}${entry.edited ? `, ${t('help.edited')}` : ''}`;

  const submit = (text: AdminHelpText | null) => {
    setOutcome(null);
    change.mutate(
      { id, lang, text },
      {
        onSuccess: () => {
          setDrafts(({ [lang]: _, ...rest }) => rest);
          setOutcome({ tone: 'success', text: t(text ? 'help.saved' : 'help.removed', { language: info.english }) });
        },
        onError: (error) => setOutcome({ tone: 'error', text: serverMessage(error) ?? t('help.failed') }),
      },
    );
  };

  let content;
  if (texts.isPending) content = <p role="status">{t('help.loading')}</p>;
  else if (texts.isError || !current) content = <Alert tone="error">{t('help.loadFailed')}</Alert>;
  else
    content = (
      <>
        <p className={form.hint}>{t('help.hint')}</p>
        <div className={form.field}>
          <label className={form.label} htmlFor={field('lang')}>
            {t('help.language')}
          </label>
          <select
            id={field('lang')}
            className={form.control}
            value={lang}
            onChange={(e) => {
              const chosen = HELP_LANGS.find((l) => l === e.target.value);
              if (chosen) setLang(chosen);
              setOutcome(null);
            }}
          >
            {texts.data.map((entry) => (
              <option key={entry.lang} value={entry.lang}>
                {`${HELP_LANGUAGES[entry.lang].english} (${HELP_LANGUAGES[entry.lang].name}): ${statusLabel(entry)}`}
              </option>
            ))}
          </select>
        </div>
        {current.status !== 'current' && <p className={styles.notice}>{t(`help.notice.${current.status}`, { language: info.english })}</p>}
        <fieldset className={styles.fields}>
          <legend className={styles.legend}>{t('help.fieldsTitle', { language: info.english })}</legend>
          <div className={form.field}>
            <label className={form.label} htmlFor={field('question')}>
              {t('modal.question')}
            </label>
            <textarea id={field('question')} className={form.control} rows={2} lang={lang} dir={info.dir} value={draft.question} onChange={(e) => edit({ question: e.target.value })} />
          </div>
          {options.map((option, index) => (
            <div className={form.field} key={ANSWER_LETTERS[index]}>
              <label className={form.label} htmlFor={field(`option-${index}`)}>
                {t('help.option', { letter: ANSWER_LETTERS[index] })}
              </label>
              <input
                id={field(`option-${index}`)}
                className={form.control}
                lang={lang}
                dir={info.dir}
                value={option}
                onKeyDown={keepEnter}
                onChange={(e) => edit({ options: options.map((old, i) => (i === index ? e.target.value : old)) })}
              />
            </div>
          ))}
          <div className={form.field}>
            <label className={form.label} htmlFor={field('explanation')}>
              {t('modal.explanation')}
            </label>
            <textarea id={field('explanation')} className={form.control} rows={3} lang={lang} dir={info.dir} value={draft.explanation} onChange={(e) => edit({ explanation: e.target.value })} />
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={field('memory')}>
              {t('modal.memoryDevice')}
            </label>
            <textarea id={field('memory')} className={form.control} rows={2} lang={lang} dir={info.dir} value={draft.memoryDevice} onChange={(e) => edit({ memoryDevice: e.target.value })} />
          </div>
          {hasContext && (
            <div className={form.field}>
              <label className={form.label} htmlFor={field('context')}>
                {t('help.context')}
              </label>
              <textarea id={field('context')} className={form.control} rows={2} lang={lang} dir={info.dir} value={draft.context ?? ''} onChange={(e) => edit({ context: e.target.value })} />
            </div>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="button" size="sm" disabled={change.isPending} onClick={() => submit({ ...draft, options, context: hasContext ? draft.context : null })}>
            {change.isPending ? t('modal.saving') : t('help.save', { language: info.english })}
          </Button>
          {current.edited && (
            <Button type="button" size="sm" variant="ghost" disabled={change.isPending} onClick={() => submit(null)}>
              {t('help.useReviewed')}
            </Button>
          )}
        </div>
        <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      </>
    );

  return (
    <section className={history.history}>
      <h3 className={history.heading}>
        <button type="button" className={history.toggle} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true" className={history.chevron}>
            {open ? '▾' : '▸'}
          </span>
          {t('help.title')}
        </button>
      </h3>
      <div id={regionId} hidden={!open} className={`${history.region} ${styles.region}`}>
        {open && content}
      </div>
    </section>
  );
}
