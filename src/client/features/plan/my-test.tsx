import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyGoal } from '../../lib/storage/learner-data';
import { DEFAULT_MINUTES, MINUTES_CHOICES, saveGoal, targetDate } from '../../lib/plan/goal';
import { useLang } from '../../lib/i18n/use-lang';
import { atLocalDay, daysUntil } from '../../lib/learning/local-day';
import { AddToCalendar } from './add-to-calendar';
import { NAMESPACE } from './i18n';
import styles from './plan.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDay(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long' }).format(atLocalDay(date));
}

/** The countdown to the test (or to the end of the invitation's window) in words. */
function Countdown({ goal, now }: { goal: StudyGoal; now: number }) {
  const { t } = useTranslation(NAMESPACE);
  const target = targetDate(goal);
  const days = daysUntil(target.date, now);
  let text: string;
  if (days === null) text = t('myTest.noDate');
  else if (days < 0) text = t('myTest.passed');
  else if (days === 0) text = t('myTest.today');
  else text = t(target.from === 'window' ? 'myTest.countdownWindow' : 'myTest.countdown', { count: days });
  return (
    <p className={styles.countdown} data-testid="countdown">
      {text}
    </p>
  );
}

/** The learner's test: its date or the invitation's, the time a day, the countdown and the test's facts. */
export function MyTest({ goal, now, ready }: { goal: StudyGoal; now: number; ready: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const id = useId();
  const minutes = goal.minutesPerDay ?? DEFAULT_MINUTES;
  const target = targetDate(goal).date;
  const windowEnd = !goal.testDate && goal.invitationDate ? targetDate(goal).date : null;
  const date = (value: string) => (DAY.test(value) ? value : null);
  return (
    <div className={styles.myTest}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-test`}>{t('myTest.testDate')}</label>
          <input id={`${id}-test`} type="date" className={styles.date} value={goal.testDate ?? ''} onChange={(e) => saveGoal({ testDate: date(e.target.value) })} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-invitation`}>{t('myTest.invitationDate')}</label>
          <input
            id={`${id}-invitation`}
            type="date"
            className={styles.date}
            value={goal.invitationDate ?? ''}
            aria-describedby={`${id}-invitation-hint`}
            onChange={(e) => saveGoal({ invitationDate: date(e.target.value) })}
          />
          <p id={`${id}-invitation-hint`} className={styles.hint}>
            {t('myTest.invitationHint')}
          </p>
        </div>
        <fieldset className={styles.minutes}>
          <legend>{t('myTest.minutes')}</legend>
          {MINUTES_CHOICES.map((choice) => (
            <label key={choice} className={styles.choice}>
              <input type="radio" name={`${id}-minutes`} value={choice} checked={minutes === choice} onChange={() => saveGoal({ minutesPerDay: choice })} />
              {choice === 60 ? t('myTest.hour') : t('myTest.minutesChoice', { count: choice })}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.summary} aria-live="polite">
        {/* The device's goal is read after the page is drawn. Until then the line keeps the place of
            a first visit's (no date yet), unseen, so the page does not move for most learners. */}
        {ready ? (
          <Countdown goal={goal} now={now} />
        ) : (
          <p className={styles.countdown} aria-hidden="true" style={{ visibility: 'hidden' }}>
            {t('myTest.noDate')}
          </p>
        )}
        {windowEnd && <p className={styles.hint}>{t('myTest.window', { date: formatDay(windowEnd, lang) })}</p>}
        {ready && target && (daysUntil(target, now) ?? 0) > 0 && <AddToCalendar date={target} minutesPerDay={minutes} now={now} />}
      </div>
      <div className={styles.facts}>
        <h3 className={styles.factsTitle}>{t('myTest.facts')}</h3>
        <ul>
          <li>{t('myTest.fact45')}</li>
          <li>{t('myTest.fact20')}</li>
          <li>{t('myTest.fact15')}</li>
          <li>{t('myTest.fact3')}</li>
        </ul>
      </div>
    </div>
  );
}
