import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { isItemDone, type PlanItem, type TodayPlan } from '../../lib/plan/today-plan';
import { usePlanStep } from '../../lib/plan/use-plan-step';
import { NAMESPACE } from './i18n';
import styles from './plan.module.css';

/** One line of the day: what, how far along, and where to do it. */
function PlanLine({ item }: { item: PlanItem }) {
  const { t } = useTranslation(NAMESPACE);
  const step = usePlanStep();
  const done = isItemDone(item);
  const { title, to } = step(item);
  let progress: string | null = null;
  if (item.kind === 'lessons') progress = t('today.progress', { done: item.sections.filter((s) => s.done).length, planned: item.sections.length });
  else if (item.kind !== 'mock') progress = t('today.progress', { done: item.done, planned: item.planned });
  return (
    <li className={`${styles.item} ${done ? styles.itemDone : ''}`}>
      <span className={styles.tick} aria-hidden="true">
        {done && <CheckIcon size={16} />}
      </span>
      <span className={styles.itemText}>
        <span className="visually-hidden">{done ? t('today.done') : t('today.notDone')}: </span>
        {done ? title : <Link to={to}>{title}</Link>}
        {progress && <span className={styles.itemProgress}>{progress}</span>}
        {item.kind === 'lessons' && (
          <ul className={styles.sections}>
            {item.sections.map((s) => (
              <li key={`${s.chapter}/${s.section}`} className={s.done ? styles.sectionDone : undefined}>
                <Link to={paths.learnChapter.getHref(s.slug, s.section)}>{s.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </span>
    </li>
  );
}

/** Today's plan: the items, their ticks from the record, and the time they take. */
export function TodayList({ plan, minutesPerDay }: { plan: TodayPlan; minutesPerDay: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (plan.phase === 'after') return <p>{t('today.after')}</p>;
  if (plan.phase === 'test-day') return <p>{t('today.testDay')}</p>;
  const allDone = plan.items.length > 0 && plan.items.every(isItemDone);
  return (
    <>
      {plan.phase === 'cram' && <p>{t('today.cram')}</p>}
      <ul className={styles.items} data-testid="today-plan">
        {plan.items.map((item) => (
          <PlanLine key={item.kind === 'new' ? `new-${item.topic}` : item.kind} item={item} />
        ))}
      </ul>
      <p className={styles.hint}>
        {t('today.minutes', { count: plan.minutes })}
        {plan.neededPerDay > minutesPerDay && ` ${t('today.needMore', { count: plan.neededPerDay })}`}
      </p>
      {allDone && (
        <p className={styles.allDone} role="status">
          {t('today.allDone')}
        </p>
      )}
    </>
  );
}
