import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/** The review drills with something to review, each a link to the practice screen (so they can be bookmarked). */
export function DrillLinks({ missed, due }: { missed: number; due: number }) {
  const { t } = useTranslation(NAMESPACE);
  // Weak areas always has questions to offer; the other two can be empty.
  const drills = [
    { mode: 'weak', title: t('drills.weak'), body: t('drills.weakBody'), empty: false },
    { mode: 'missed', title: t('drills.missed'), body: t('drills.missedBody', { count: missed }), empty: missed === 0 },
    { mode: 'due', title: t('drills.due'), body: t('drills.dueBody', { count: due }), empty: due === 0 },
  ] as const;
  const open = drills.filter((drill) => !drill.empty);
  const empty = drills.filter((drill) => drill.empty);
  return (
    <>
      <ul className={styles.drills}>
        {open.map((drill) => (
          <li key={drill.mode}>
            <Link to={paths.practice.getHref({ mode: drill.mode })} className={styles.drill}>
              <span className={styles.drillTitle}>{drill.title}</span>
              <span className={styles.muted}>{drill.body}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* A drill with nothing in it is a sentence, not a card that leads to an empty screen. */}
      {empty.map((drill) => (
        <p key={drill.mode} className={styles.muted}>
          {t(`drills.${drill.mode}None`)}
        </p>
      ))}
    </>
  );
}
