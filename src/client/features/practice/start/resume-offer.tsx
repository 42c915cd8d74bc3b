import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SavedTest } from '../saved/saved-test';
import { NAMESPACE } from '../i18n';
import { formatClock } from '../logic/clock';
import { savedTestSummary } from '../saved/saved-test';
import styles from './practice-start.module.css';

interface Props {
  saved: SavedTest;
  onResume: () => void;
  onStartNew: () => void;
}

/** A test left in progress (reload, closed tab, another visit): resume it or start again. */
export function ResumeOffer({ saved, onResume, onStartNew }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { answered, total, left } = savedTestSummary(saved);
  const timing = t(`timing.${saved.clock.mode}.short`);
  const status =
    left === null
      ? t('resume.statusNoLimit', { answered, total, timing })
      : left <= 0
        ? t('resume.statusExpired', { answered, total, timing })
        : t('resume.status', { answered, total, left: formatClock(left), timing });
  return (
    <section className={styles.resume} aria-labelledby="resume-title">
      <h2 id="resume-title" className={styles.resumeTitle}>
        {t('resume.title')}
      </h2>
      <p>{status}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={onResume}>
          {left !== null && left <= 0 ? t('resume.seeResults') : t('resume.resume')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onStartNew}>
          {t('resume.startNew')}
        </Button>
      </div>
    </section>
  );
}
