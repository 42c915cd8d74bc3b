import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Page, Section } from '../../components/ui/page';
import { StateView } from '../../components/ui/state-view';
import { paths } from '../../config/paths';
import { useCategories } from '../../lib/content/api';
import { dueQuestionIds, missedQuestionIds } from '../../lib/learning/drills';
import { roundScore } from '../../lib/learning/attempt';
import { categoryMastery, confidentMistakes, mostMissed, readiness, weakestTopic } from '../../lib/learning/mastery';
import { useLearning } from '../../lib/learning/use-learning';
import { useNow } from '../../lib/learning/use-now';
import { useLearnerSnapshot } from '../../lib/storage/use-learner-data';
import { NAMESPACE as SYNC_NAMESPACE } from './sync/i18n';
import { SyncPanel } from './sync/sync-panel';
import { LessonsRead } from '../../components/lesson-progress/lessons-read';
import { BackupPanel } from './backup-panel';
import { DrillLinks } from './drill-links';
import { HistoryList } from './history-list';
import { NAMESPACE } from './i18n';
import { MasteryList } from './mastery-list';
import { MissedList } from './missed-list';
import { TestDate } from './test-date';
import { WhereYouStand } from './where-you-stand';
import styles from './progress.module.css';

/** /progress: mastery, readiness, drills, history and the learner's data, all from this device. */
export function ProgressPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tSync } = useTranslation(SYNC_NAMESPACE);
  const learner = useLearnerSnapshot();
  const learning = useLearning();
  const { data: categories } = useCategories();
  const now = useNow();
  const { goal } = learner.data;
  const { questions, rounds } = learning;

  const view = useMemo(() => {
    const totals = (categories ?? []).map((c) => ({ code: c.code, total: c.total_questions }));
    const mastery = categoryMastery(questions, totals, now);
    const bankSize = totals.reduce((n, c) => n + c.total, 0);
    const history = rounds.map((r) => ({ id: r.id, completedAt: new Date(r.at).toISOString(), mode: r.mode, ...roundScore(r) }));
    return {
      mastery,
      weakest: weakestTopic(mastery),
      lastTest: history.filter((h) => h.mode !== 'category').at(-1),
      readiness: readiness(questions, bankSize, now),
      missedCount: missedQuestionIds(questions, undefined, Number.POSITIVE_INFINITY).length,
      dueCount: dueQuestionIds(questions, now, Number.POSITIVE_INFINITY).length,
      mostMissed: mostMissed(questions, 10),
      confident: confidentMistakes(questions, 10),
      history,
    };
  }, [questions, rounds, categories, now]);

  if (learner.status === 'loading' || learning.status === 'loading') {
    return (
      <Page title={t('title')} lead={t('lead')}>
        <p className={styles.loading} role="status">
          {t('loading')}
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className={styles.ready} data-testid="progress-ready">
        {learner.status === 'memory-only' && <Alert tone="warning">{t('memoryOnly')}</Alert>}
        {learner.setAside.length > 0 && <Alert tone="warning">{t('setAside')}</Alert>}
        {learning.answers === 0 ? (
          // A new learner gets one clear start, not a dashboard of zeros (sync and import stay: they bring progress in).
          <StateView title={t('empty.title')} actions={<ButtonLink to={paths.practice.getHref()}>{t('empty.start')}</ButtonLink>}>
            <p>{t('empty.body')}</p>
          </StateView>
        ) : (
          <>
            <WhereYouStand readiness={view.readiness} mastery={view.mastery} weakest={view.weakest} lastTest={view.lastTest} />
            <Section title={t('drills.title')} id="drills-title">
              <DrillLinks missed={view.missedCount} due={view.dueCount} />
            </Section>
            <Section title={t('mastery.title')} id="mastery-title">
              <p className={styles.muted}>{t('mastery.lead')}</p>
              <MasteryList mastery={view.mastery} weakest={view.weakest} />
            </Section>
            <Section title={t('history.title')} id="history-title">
              <HistoryList history={view.history} />
            </Section>
            <Section title={t('missed.title')} id="missed-title">
              <MissedList missed={view.mostMissed} />
            </Section>
            {view.confident.length > 0 && (
              <Section title={t('confident.title')} id="confident-title">
                <p className={styles.muted}>{t('confident.lead')}</p>
                <MissedList missed={view.confident} kind="confident" />
              </Section>
            )}
          </>
        )}
        <Section title={t('lessons.title')} id="lessons-title">
          <LessonsRead className={styles.muted} />
        </Section>
        <Section title={t('goal.title')} id="goal-title">
          <TestDate testDate={goal.testDate} />
        </Section>
        <Section title={tSync('title')} id="sync-title">
          <SyncPanel />
        </Section>
        <Section title={t('data.title')} id="data-title">
          <BackupPanel />
        </Section>
      </div>
    </Page>
  );
}
