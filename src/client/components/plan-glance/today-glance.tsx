import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isItemDone } from '../../lib/plan/today-plan';
import { usePlanStep } from '../../lib/plan/use-plan-step';
import { useTodayPlan } from '../../lib/plan/use-today-plan';

/**
 * How much of today's plan the record shows done, and the next step as a link (its own chunk: it
 * needs the bank and the lessons).
 */
export function TodayGlance() {
  const { t } = useTranslation();
  const { plan, loading } = useTodayPlan();
  const step = usePlanStep();
  if (loading) return '\u00a0';
  const done = plan.items.filter(isItemDone).length;
  const next = plan.items.find((item) => !isItemDone(item));
  if (!next) return plan.items.length > 0 ? t('planLine.allDone') : '\u00a0';
  const { title, to } = step(next);
  return (
    <>
      {`${t('planLine.steps', { done, planned: plan.items.length })} ${t('planLine.next')} `}
      <Link to={to}>{title}</Link>
    </>
  );
}
