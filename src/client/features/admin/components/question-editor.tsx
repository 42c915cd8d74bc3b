import { DIFFICULTIES, OPTION_COUNT, QUESTION_TYPES } from '@shared/constants';
import { adminQuestionRecordSchema, type AdminQuestionRecord } from '@shared/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from 'react-i18next';
import { CategoryOptions } from './category-options';
import { LessonOptions } from './lesson-options';
import { useLessonOutline } from '../api/lessons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSaveQuestion } from '../api/question-mutations';
import { serverMessage } from '../api/query-defaults';
import { useCategoryChoices } from '../hooks/use-category-choices';
import { NAMESPACE } from '../i18n';
import { conflictFields, myChanges } from '../logic/edit-conflict';
import { answerSetOf, checkQuestionForm, formFromRecord, withAnswerSet, withType, type QuestionFormValues } from '../logic/question-form';
import { EditConflictPanel, MyDraftPanel } from './edit-conflict-panel';
import { AnswerOptions } from './answer-options';
import { FrenchFields } from './french-fields';
import { HelpTexts } from './help-texts';
import { QuestionHistory } from './question-history';
import { QuestionTypeOptions } from './question-type-options';
import { VerifiedCheck } from './verified-check';
import { TrueFalseAnswer } from './true-false-answer';
import dialog from './dialog.module.css';
import form from './form.module.css';
import styles from './question-editor.module.css';

export type SavedKind = 'created' | 'updated' | 'restored';

interface Props {
  /** Absent when adding a question. */
  id?: string;
  /** The version the form was opened at (sent with the save, so a change made meanwhile is not overwritten). */
  version?: number | undefined;
  initial: QuestionFormValues;
  /** When an admin last checked the question against the guide (ISO), or null. */
  verifiedAt?: string | null;
  onCancel: () => void;
  onSaved: (kind: SavedKind) => void;
}

/** Someone saved the question since this form opened: what it is now, and who changed it. */
interface Conflict {
  current: AdminQuestionRecord;
  by: string | null;
  at: string | null;
}

function conflictOf(error: unknown): Conflict | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const details = error.body?.details as { current?: unknown; last_change?: { by?: string | null; at?: string } | null } | undefined;
  const current = adminQuestionRecordSchema.safeParse(details?.current);
  return current.success ? { current: current.data, by: details?.last_change?.by ?? null, at: details?.last_change?.at ?? null } : undefined;
}

/**
 * The question form. A failed save leaves everything typed in place; a save refused because
 * someone else saved meanwhile shows what they changed and lets the admin load their version
 * (keeping their own text to copy) or save over it.
 */
export function QuestionEditor({ id, version, initial, verifiedAt = null, onCancel, onSaved }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const fieldId = useId();
  const categories = useCategoryChoices();
  const { data: lessonOutline } = useLessonOutline();
  const save = useSaveQuestion();
  const [values, setValues] = useState(initial);
  // The version this form is based on: the one opened, or the one loaded after a conflict.
  const [base, setBase] = useState({ version, values: initial });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [draft, setDraft] = useState<ReturnType<typeof myChanges>>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const update = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(fromVersion: number | undefined) {
    const check = checkQuestionForm(values);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    save.mutate(
      { id, version: fromVersion, payload: verified ? { ...check.payload, verified: true } : check.payload },
      {
        onSuccess: () => onSaved(id ? 'updated' : 'created'),
        onError: (error) => {
          const refused = conflictOf(error);
          if (refused) setConflict(refused);
          else setMessage(serverMessage(error) ?? t('modal.saveFailed'));
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(base.version);
  }

  function loadTheirs(current: AdminQuestionRecord) {
    const theirs = formFromRecord(current);
    setDraft(myChanges(base.values, values));
    setBase({ version: current.version, values: theirs });
    setValues(theirs);
    setConflict(null);
  }

  function keepMine(current: AdminQuestionRecord) {
    setBase((b) => ({ ...b, version: current.version }));
    setConflict(null);
    submit(current.version);
  }

  const field = (name: string) => `${fieldId}-${name}`;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={`${dialog.body} ${styles.fields}`}>
        {conflict && (
          <EditConflictPanel
            fields={conflictFields(base.values, formFromRecord(conflict.current), values)}
            changedBy={conflict.by}
            changedAt={conflict.at}
            onLoadTheirs={() => loadTheirs(conflict.current)}
            onKeepMine={() => keepMine(conflict.current)}
          />
        )}
        {draft.length > 0 && <MyDraftPanel changes={draft} onDismiss={() => setDraft([])} />}
        <div className={form.field}>
          <label className={form.label} htmlFor={field('question')}>
            {t('modal.question')}
          </label>
          <textarea id={field('question')} className={form.control} rows={3} value={values.question} onChange={(e) => update('question', e.target.value)} />
        </div>

        <div className={form.field}>
          <label className={form.label} htmlFor={field('type')}>
            {t('modal.type')}
          </label>
          <select
            id={field('type')}
            className={form.control}
            value={values.type}
            onChange={(e) => {
              const type = QUESTION_TYPES.find((candidate) => candidate === e.target.value);
              if (type) setValues((v) => withType(v, type));
            }}
          >
            <QuestionTypeOptions />
          </select>
        </div>

        {values.type === 'true-false' ? (
          <TrueFalseAnswer correctAnswer={values.correctAnswer} onChange={(answer) => update('correctAnswer', answer)} />
        ) : (
          <AnswerOptions set={answerSetOf(values)} onChange={(set) => setValues((v) => withAnswerSet(v, set))} />
        )}

        <div className={styles.pair}>
          <div className={form.field}>
            <label className={form.label} htmlFor={field('category')}>
              {t('modal.category')}
            </label>
            <select
              id={field('category')}
              className={form.control}
              value={values.category}
              onChange={(e) => {
                const choice = categories.find((c) => c.code === e.target.value);
                if (choice) update('category', choice.code);
              }}
            >
              <CategoryOptions categories={categories} />
            </select>
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={field('difficulty')}>
              {t('modal.difficulty')}
            </label>
            <select
              id={field('difficulty')}
              className={form.control}
              value={values.difficulty}
              onChange={(e) => {
                const choice = DIFFICULTIES.find((d) => d === e.target.value);
                if (choice) update('difficulty', choice);
              }}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className={form.field}>
          <label className={form.label} htmlFor={field('lesson')}>
            {t('modal.lesson')} <span className={form.optional}>{t('modal.optional')}</span>
          </label>
          <select id={field('lesson')} className={form.control} value={values.lesson} onChange={(e) => update('lesson', e.target.value)}>
            <option value="">{t('modal.noLesson')}</option>
            {lessonOutline && <LessonOptions outline={lessonOutline} />}
          </select>
        </div>

        <div className={form.field}>
          <label className={form.label} htmlFor={field('explanation')}>
            {t('modal.explanation')} <span className={form.optional}>{t('modal.optional')}</span>
          </label>
          <textarea id={field('explanation')} className={form.control} rows={3} value={values.explanation} onChange={(e) => update('explanation', e.target.value)} />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={field('memory')}>
            {t('modal.memoryDevice')} <span className={form.optional}>{t('modal.optional')}</span>
          </label>
          <textarea id={field('memory')} className={form.control} rows={2} value={values.memoryDevice} onChange={(e) => update('memoryDevice', e.target.value)} />
        </div>

        <FrenchFields values={values.fr} trueFalse={values.type === 'true-false'} onChange={(fr) => update('fr', fr)} />

        <VerifiedCheck checked={verified} verifiedAt={verifiedAt} onChange={setVerified} />
        {id && <HelpTexts id={id} optionCount={base.values.type === 'true-false' ? 2 : OPTION_COUNT} hasContext={Boolean(base.values.context)} />}
        {/* A restored version replaces what this form holds: the editor closes and says so. */}
        {id && <QuestionHistory id={id} version={base.version} onRestored={() => onSaved('restored')} />}
      </div>

      <div className={dialog.footer}>
        {message && (
          <div className={dialog.footerMessage}>
            <Alert tone="error">{message}</Alert>
          </div>
        )}
        <Button variant="ghost" onClick={onCancel}>
          {t('modal.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('modal.saving') : t('modal.save')}
        </Button>
      </div>
    </form>
  );
}
