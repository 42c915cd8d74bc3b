import { useTranslation } from 'react-i18next';
import { isItemDone } from '../../lib/plan/today-plan';
import { useTodayPlan } from '../../lib/plan/use-today-plan';

/** How much of today's plan the record shows done (its own chunk: it needs the bank and the lessons). */
export function TodayGlance() {
  const { t } = useTranslation();
  const { plan, loading } = useTodayPlan();
  if (loading) return '\u00a0';
  const done = plan.items.filter(isItemDone).length;
  if (plan.items.length > 0 && done === plan.items.length) return t('planLine.allDone');
  return t('planLine.steps', { done, planned: plan.items.length });
}
