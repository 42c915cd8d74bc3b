import { useTranslation } from 'react-i18next';
import { passMark } from '@shared/rules/scoring';
import { PASS_PERCENTAGE } from '@shared/constants';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { NAMESPACE } from '../i18n';
import { formatClock } from '../logic/clock';
import type { StartNotice } from '../logic/practice-reducer';
import { TIME_LIMITS, type TimingMode } from '../logic/timing';
import { TimingChoice } from '../start/timing-choice';
import type { Drill } from './use-drill';
import styles from '../start/practice-start.module.css';

interface Props {
  drill: Drill;
  lastTestOnly: boolean;
  questionCount: number;
  timing: TimingMode;
  setTiming: (mode: TimingMode) => void;
  loading: boolean;
  notice: StartNotice | null;
  onStart: (mode: TimingMode) => void;
}

/** The start screen of a review drill: what it reviews and how many questions, or why there is nothing to review. */
export function DrillStart({ drill, lastTestOnly, questionCount, timing, setTiming, loading, notice, onStart }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const mode = drill.status === 'loading' ? undefined : drill.mode;
  const title = mode ? t(`drill.${mode}.title`) : t('start.title');
  const lead = mode ? t(mode === 'missed' && lastTestOnly ? 'drill.missed.leadLast' : `drill.${mode}.lead`) : undefined;
  const limit = TIME_LIMITS[timing];
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
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{t('start.facts.questions')}</dt>
                <dd>{questionCount}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('start.facts.timeLimit')}</dt>
                <dd>{limit === null ? t('start.facts.noLimit') : formatClock(limit)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('start.facts.passLabel', { percent: PASS_PERCENTAGE })}</dt>
                <dd>{t('start.facts.passMark', { count: passMark(questionCount), total: questionCount })}</dd>
              </div>
            </dl>
            <TimingChoice value={timing} onChange={setTiming} />
            {notice === 'loadFailed' && <Alert tone="error">{t('start.loadFailed')}</Alert>}
            <div className={styles.actions}>
              <Button
                size="lg"
                onClick={loading ? undefined : () => onStart(timing)}
                aria-disabled={loading || undefined}
                aria-busy={loading || undefined}
                icon={loading ? <span className={styles.spinner} aria-hidden="true" /> : undefined}
              >
                {loading ? t('start.loading') : t('start.startButton')}
              </Button>
            </div>
          </>
        )}
      </Card>
    </Page>
  );
}
