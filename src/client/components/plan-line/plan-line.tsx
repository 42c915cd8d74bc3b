import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useNow } from '../../lib/learning/use-now';
import { countdown } from '../../lib/plan/goal';
import { useLearnerSnapshot } from '../../lib/storage/use-learner-data';

/**
 * One line toward /plan: the days to the learner's test, or an invitation to set it. The server
 * and the first render have no goal (it is the device's): the line then says the latter, in about
 * the same length, so the change moves little.
 */
export function PlanLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data, status } = useLearnerSnapshot();
  const now = useNow();
  const days = status === 'loading' ? null : countdown(data.goal, now);
  return (
    <p className={className} data-testid="plan-line">
      {days === null || days < 0 ? (
        <>
          {t('planLine.none')} <Link to={paths.plan.getHref()}>{t('planLine.make')}</Link>
        </>
      ) : (
        <>
          {days === 0 ? t('planLine.today') : t('planLine.days', { count: days })} <Link to={paths.plan.getHref()}>{t('planLine.see')}</Link>
        </>
      )}
    </p>
  );
}
