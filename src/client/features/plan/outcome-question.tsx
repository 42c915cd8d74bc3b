import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '@shared/api-paths';
import type { OutcomePayload } from '@shared/contract/outcomes';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { saveGoal } from '../../lib/plan/goal';
import { learnerStore } from '../../lib/storage/learner-store';
import { useLang } from '../../lib/i18n/use-lang';
import type { StudyGoal } from '../../lib/storage/learner-data';
import { NAMESPACE } from './i18n';
import styles from './plan.module.css';

type Result = OutcomePayload['result'];
const RESULTS: readonly Result[] = ['passed', 'failed', 'prefer-not'];
const LABELS: Record<Result, string> = { passed: 'outcome.passed', failed: 'outcome.failed', 'prefer-not': 'outcome.preferNot' };

/**
 * Asked once, after the test date (issue 30): how it went. Sent only with the learner's consent,
 * and only the answer, the estimate band shown before the test, the days studied, the attempt and
 * the language; "No thanks" or a send both stop the question for this date.
 */
export function OutcomeQuestion({ goal, testDate, daysStudied, onSent }: { goal: StudyGoal; testDate: string; daysStudied: number; onSent: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const id = useId();
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(1);
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<'asking' | 'sending' | 'failed'>('asking');
  // The band counts only if it was shown before the test.
  const band = goal.lastBand && goal.lastBand.on <= testDate ? goal.lastBand.band : null;
  const send = async () => {
    if (!result || !consent) return;
    setState('sending');
    try {
      await api.post(API_PATHS.outcomes, { result, band, daysStudied, attempt, lang } satisfies OutcomePayload);
      // The question is not asked again for this date: saved on the device before the page thanks
      // the learner, who may leave at once.
      saveGoal({ outcomeAskedFor: testDate });
      await learnerStore.flush();
      onSent();
    } catch {
      setState('failed');
    }
  };
  return (
    <section className={styles.outcome} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.outcomeTitle}>
        {t('outcome.title')}
      </h3>
      <p className={styles.hint}>{t('outcome.intro')}</p>
      <fieldset className={styles.minutes}>
        <legend className="visually-hidden">{t('outcome.title')}</legend>
        {RESULTS.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name={`${id}-result`} checked={result === value} onChange={() => setResult(value)} />
            {t(LABELS[value])}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-attempt`}>{t('outcome.attempt')}</label>
        <select id={`${id}-attempt`} className={styles.date} value={attempt} onChange={(e) => setAttempt(Number(e.target.value))}>
          {[1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {t('outcome.attemptN', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.consent}>
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span>{t('outcome.consent')}</span>
      </label>
      {state === 'failed' && <Alert tone="error">{t('outcome.failedToSend')}</Alert>}
      <div className={styles.outcomeActions}>
        <Button size="sm" disabled={!result || !consent || state === 'sending'} onClick={() => void send()}>
          {state === 'sending' ? t('outcome.sending') : t('outcome.send')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => saveGoal({ outcomeAskedFor: testDate })}>
          {t('outcome.noThanks')}
        </Button>
      </div>
    </section>
  );
}
