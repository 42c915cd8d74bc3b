import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../lib/content/question';
import { useLang } from '../../lib/i18n/use-lang';
import { FlagIcon } from '../ui/icons';
import { REPORT_NAMESPACE, reportNamespace } from './i18n';
import type { ReportDraft } from './report-draft';
import styles from './report-problem.module.css';

// The dialog is its own chunk, fetched on the first press: screens without answers never load it.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

const EMPTY_DRAFT: ReportDraft = { reason: null, message: '' };

/**
 * The control's strings, loaded by the control itself (one small chunk, precached for offline
 * use) rather than with the page: nothing of the report reaches a page that shows no answers.
 */
function useReportStrings(): boolean {
  const { i18n } = useTranslation();
  const lang = useLang();
  const ready = i18n.hasResourceBundle(lang, REPORT_NAMESPACE);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!ready) void reportNamespace.load(i18n, lang).then(loaded);
  }, [ready, i18n, lang]);
  return ready;
}

/**
 * "Report a problem" on a question whose answer is shown: opens the report dialog for the
 * question as the learner sees it (in the other language after "See in French"). What the
 * learner wrote is kept here until it is sent, so closing the dialog (or being offline) loses nothing.
 */
export function ReportProblem({ question }: { question: Question }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const pageLang = useLang();
  const [open, setOpen] = useState(false);
  // Each opening mounts a new dialog: a press right after Escape, before the closing has
  // re-rendered, would otherwise leave the already mounted (and closed) dialog as it is.
  const [opening, nextOpening] = useReducer((n: number) => n + 1, 0);
  const [draft, setDraft] = useState<ReportDraft>(EMPTY_DRAFT);
  const trigger = useRef<HTMLButtonElement>(null);
  const ready = useReportStrings();

  const openDialog = () => {
    nextOpening();
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  // Like Listen, it appears once it can work; it sits first in the right-aligned row, so nothing moves.
  if (!ready) return null;
  return (
    <>
      {/* The card may be marked as French after "See in French"; this control stays in the page's language. */}
      <button ref={trigger} type="button" className={styles.trigger} lang={pageLang} aria-haspopup="dialog" onClick={openDialog}>
        <FlagIcon />
        {t('open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            key={opening}
            question={question}
            lang={question.lang ?? pageLang}
            draft={draft}
            onDraftChange={setDraft}
            onSent={() => setDraft(EMPTY_DRAFT)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
