import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useNow } from '../../lib/learning/use-now';
import { targetDate } from '../../lib/plan/goal';
import { daysUntil } from '../../lib/learning/local-day';
import { useLearnerSnapshot } from '../../lib/storage/use-learner-data';
import styles from './plan-glance.module.css';

/**
 * The plan at a glance (landing page, /study, /progress): the days to the learner's test, how far
 * today's plan is done, and the real test's facts, each linking to /plan. The server and the first
 * render have no goal (it is the device's): they say what a plan gives in lines of about the same
 * length, so the change moves little. Today's part (it needs the bank and the record) loads only
 * for a learner with a date.
 */
export function PlanGlance({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data, status } = useLearnerSnapshot();
  const now = useNow();
  const target = targetDate(data.goal);
  const days = status === 'loading' ? null : daysUntil(target.date, now);
  const planning = days !== null && days > 0;
  const [Today, setToday] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (planning && !Today) void import('./today-glance').then((m) => setToday(() => m.TodayGlance));
  }, [planning, Today]);

  let lead: string;
  let link: string;
  if (days === null) [lead, link] = [t('planLine.none'), t('planLine.make')];
  else if (days < 0) [lead, link] = [t('planLine.passed'), t('planLine.howDidItGo')];
  else if (days === 0) [lead, link] = [t('planLine.today'), t('planLine.see')];
  else [lead, link] = [t(target.from === 'window' ? 'planLine.window' : 'planLine.days', { count: days }), t('planLine.see')];

  return (
    <div className={className ? `${styles.glance} ${className}` : styles.glance} data-testid="plan-glance">
      <p className={styles.lead} data-testid="plan-line">
        {lead} <Link to={paths.plan.getHref()}>{link}</Link>
      </p>
      <p className={styles.today} aria-live="polite">
        {planning ? Today ? <Today /> : '\u00a0' : days === 0 ? t('planLine.goodLuck') : t('planLine.why')}
      </p>
      <p className={styles.facts}>{t('planLine.facts')}</p>
    </div>
  );
}
