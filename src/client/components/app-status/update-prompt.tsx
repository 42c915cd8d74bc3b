import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../../lib/offline/app-update';
import { useTestInProgress } from '../../lib/test-in-progress';
import { Button } from '../ui/button';
import styles from './update-prompt.module.css';

/**
 * "A new version is available — Reload", when a new version of the site is waiting
 * (docs/decisions/019). Never during a practice test: a reload there would interrupt it, so the
 * offer waits until the test is over. Fixed at the bottom of the screen (nothing moves), not
 * modal, announced politely, and its buttons are in the page's tab order.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const reload = useWaitingUpdate();
  const testInProgress = useTestInProgress();
  const [later, setLater] = useState(false);
  const shown = reload !== null && !testInProgress && !later;
  return (
    <div role="status" className={styles.region}>
      {shown && (
        <section className={styles.prompt} aria-label={t('update.label')} data-testid="update-prompt">
          <p className={styles.text}>{t('update.available')}</p>
          <div className={styles.actions}>
            <Button size="sm" onClick={reload}>
              {t('update.reload')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setLater(true)}>
              {t('update.later')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
