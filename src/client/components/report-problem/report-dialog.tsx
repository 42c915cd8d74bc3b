import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, type Lang } from '@shared/constants';
import { withoutControlCharacters } from '@shared/rules/control-characters';
import type { Question } from '../../lib/content/question';
import { formatCount } from '../../lib/i18n/format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { REPORT_NAMESPACE } from './i18n';
import type { ReportDraft } from './report-draft';
import { sendProblem, sendReport, type SendProblem } from './send-report';
import styles from './report-problem.module.css';

interface Props {
  question: Question;
  /** The language the learner saw the question in. */
  lang: Lang;
  draft: ReportDraft;
  onDraftChange: (draft: ReportDraft) => void;
  onSent: () => void;
  onClose: () => void;
}

/**
 * The report form in a native modal <dialog> (as the other learner dialogs): the browser keeps
 * focus inside, makes the page inert and closes it on Escape. Rendered at the end of <body>, so
 * the card it was opened from (a flipped flashcard, a card marked as French) does not style it.
 */
export function ReportDialog({ question, lang, draft, onDraftChange, onSent, onClose }: Props) {
  const { t, i18n } = useTranslation(REPORT_NAMESPACE);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    if (sent) dialog.current?.querySelector<HTMLButtonElement>('[data-close]')?.focus();
  }, [sent]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!draft.reason) {
      setReasonMissing(true);
      firstReason.current?.focus();
      return;
    }
    setProblem(null);
    if (!navigator.onLine) {
      setProblem({ kind: 'offline' });
      return;
    }
    setSending(true);
    try {
      await sendReport({ question_id: question.id, reason: draft.reason, message: withoutControlCharacters(draft.message).trim() || undefined, lang });
      setSent(true);
      onSent();
    } catch (error) {
      setProblem(sendProblem(error, navigator.onLine));
    } finally {
      setSending(false);
    }
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onClose={onClose}
      // Keys typed here are the form's: the card's shortcuts (L reads aloud) must not hear them.
      onKeyDown={(event) => event.stopPropagation()}
      data-testid="report-dialog"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p id={`${id}-lead`} className={styles.lead}>
        {t('lead')}
      </p>
      <figure className={styles.quote}>
        <figcaption className={styles.quoteLabel}>{t('question')}</figcaption>
        <blockquote lang={lang === i18n.language ? undefined : lang}>{question.question}</blockquote>
      </figure>

      {/* Announced when it appears; stays in place so the announcement is not missed. */}
      <div role="status" className={sent ? styles.thanks : undefined}>
        {sent ? t('thanks') : null}
      </div>

      {sent ? (
        <div className={styles.actions}>
          <Button data-close onClick={() => dialog.current?.close()}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate>
          <fieldset className={styles.reasons} aria-describedby={reasonMissing && !draft.reason ? `${id}-reason-error` : undefined}>
            <legend className={styles.legend}>{t('reasonLegend')}</legend>
            {REPORT_REASONS.map((reason, index) => (
              <label key={reason} className={styles.reason}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  checked={draft.reason === reason}
                  onChange={() => onDraftChange({ ...draft, reason })}
                  aria-invalid={reasonMissing && !draft.reason ? true : undefined}
                />
                <span>{t(`reasons.${reason}`)}</span>
              </label>
            ))}
            {reasonMissing && !draft.reason && (
              <p id={`${id}-reason-error`} className={styles.fieldError} role="alert">
                {t('chooseReason')}
              </p>
            )}
          </fieldset>

          <label htmlFor={`${id}-message`} className={styles.legend}>
            {t('message')}
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            {t('messageHint')}
          </p>
          <textarea
            id={`${id}-message`}
            className={styles.message}
            rows={4}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            value={draft.message}
            onChange={(event) => onDraftChange({ ...draft, message: event.currentTarget.value })}
            aria-describedby={`${id}-hint ${id}-counter`}
          />
          <p id={`${id}-counter`} className={styles.counter}>
            {t('counter', { length: formatCount(draft.message.length, i18n.language), max: formatCount(REPORT_TEXT_MAX_LENGTH, i18n.language) })}
          </p>

          {problem && (
            <Alert tone={problem.kind === 'offline' ? 'warning' : 'error'}>
              {t(`errors.${problem.kind}`)}
            </Alert>
          )}

          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </Button>
            <Button type="submit" aria-disabled={sending || undefined}>
              {sending ? t('sending') : t('send')}
            </Button>
          </div>
        </form>
      )}
    </dialog>,
    document.body,
  );
}
