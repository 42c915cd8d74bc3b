import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { NAMESPACE } from '../i18n';
import type { StartNotice } from '../logic/practice-reducer';
import type { TimingMode } from '../logic/timing';
import { StartButton } from '../start/start-button';
import { TestFacts } from '../start/test-facts';
import type { Drill } from './use-drill';
import styles from '../start/practice-start.module.css';

interface Props {
  drill: Drill;
  lastTestOnly: boolean;
  questionCount: number;
  loading: boolean;
  notice: StartNotice | null;
  onStart: (mode: TimingMode) => void;
}

/**
 * The start screen of a review drill: what it reviews and how many questions, or why there is
 * nothing to review. A drill is for learning, not a test: no clock, no pass mark, the answer and
 * its explanation after each question.
 */
export function DrillStart({ drill, lastTestOnly, questionCount, loading, notice, onStart }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const mode = drill.status === 'loading' ? undefined : drill.mode;
  const title = mode ? t(`drill.${mode}.title`) : t('start.title');
  const lead = mode ? t(mode === 'missed' && lastTestOnly ? 'drill.missed.leadLast' : `drill.${mode}.lead`) : undefined;
  const links = (
    <div className={styles.actions}>
      <ButtonLink to={paths.practice.getHref()} size="lg">
        {t('drill.practiceLink')}
      </ButtonLink>
      <ButtonLink to={paths.progress.getHref()} size="lg" variant="secondary">
        {t('drill.progressLink')}
      </ButtonLink>
    </div>
  );

  return (
    <Page title={title} lead={lead} width="narrow">
      <Card className={styles.card}>
        {drill.status === 'loading' && (
          <p role="status" className={styles.cardTitle}>
            {t('drill.checking')}
          </p>
        )}
        {drill.status === 'empty' && (
          <>
            <p role="status">{t(`drill.${drill.mode}.empty`)}</p>
            {links}
          </>
        )}
        {drill.status === 'ready' && (
          <>
            <TestFacts questionCount={questionCount} limit={null} passMarkShown={false} />
            <p>{t('drill.how')}</p>
            {notice === 'loadFailed' && <Alert tone="error">{t('start.loadFailed')}</Alert>}
            <div className={styles.actions}>
              <StartButton loading={loading} label={t('drill.start')} onStart={() => onStart('none')} />
            </div>
          </>
        )}
      </Card>
    </Page>
  );
}
