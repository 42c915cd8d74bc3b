import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/** The three review drills, each a link to the practice screen (so they can be bookmarked). */
export function DrillLinks({ missed, due }: { missed: number; due: number }) {
  const { t } = useTranslation(NAMESPACE);
  const drills = [
    { mode: 'weak', title: t('drills.weak'), body: t('drills.weakBody') },
    { mode: 'missed', title: t('drills.missed'), body: t('drills.missedBody', { count: missed }) },
    { mode: 'due', title: t('drills.due'), body: t('drills.dueBody', { count: due }) },
  ] as const;
  return (
    <ul className={styles.drills}>
      {drills.map((drill) => (
        <li key={drill.mode}>
          <Link to={paths.practice.getHref({ mode: drill.mode })} className={styles.drill}>
            <span className={styles.drillTitle}>{drill.title}</span>
            <span className={styles.muted}>{drill.body}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
