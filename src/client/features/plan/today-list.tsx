import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useCategoryNames } from '../../lib/content/use-category-name';
import { isItemDone, type PlanItem, type TodayPlan } from '../../lib/plan/today-plan';
import { NAMESPACE } from './i18n';
import styles from './plan.module.css';

/** One line of the day: what, how far along, and where to do it. */
function PlanLine({ item }: { item: PlanItem }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  const done = isItemDone(item);
  let title: string;
  let to: string;
  let progress: string | null = null;
  switch (item.kind) {
    case 'lessons': {
      const next = item.sections.find((s) => !s.done) ?? item.sections[0]!;
      title = t('today.lessons', { count: item.sections.length });
      to = paths.learnChapter.getHref(next.slug, next.section);
      progress = t('today.progress', { done: item.sections.filter((s) => s.done).length, planned: item.sections.length });
      break;
    }
    case 'new':
      title = t('today.new', { count: item.planned, topic: nameOf(item.topic) });
      to = paths.studyCategoryMode.getHref(item.slug, 'practice');
      progress = t('today.progress', { done: item.done, planned: item.planned });
      break;
    case 'reviews':
      title = t('today.reviews', { count: item.planned });
      to = paths.practice.getHref({ mode: 'due' });
      progress = t('today.progress', { done: item.done, planned: item.planned });
      break;
    case 'missed':
      title = t('today.missed', { count: item.planned });
      to = paths.practice.getHref({ mode: 'missed' });
      progress = t('today.progress', { done: item.done, planned: item.planned });
      break;
    case 'mock':
      title = t('today.mock');
      to = paths.practice.getHref();
      break;
  }
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
