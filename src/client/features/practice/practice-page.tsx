import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { PageLoading } from '../../components/ui/page-loading';
import { StateView } from '../../components/ui/state-view';
import { focusHeading } from '../../lib/focus-heading';
import { NAMESPACE } from './i18n';
import { plannedQuestionCount, readPracticeConfig, type PracticeConfig } from './logic/test-config';
import { PracticeStart } from './start/practice-start';
import { useAvailableQuestions } from './start/use-available-questions';
import { PracticeTesting } from './testing/practice-testing';
import { usePracticeTest } from './use-practice-test';
import { useLearnerSnapshot } from '../../lib/storage/use-learner-data';
import { clearTestInProgress, parseSavedTest, savedTestSummary } from './saved/saved-test';
import { useLearning } from '../../lib/learning/use-learning';
import { useCategories } from '../../lib/content/api';
import { useDrill } from './drill/use-drill';

/** /practice, /practice/{category} and /practice-test?category=&questions=&random=true. */
export function PracticePage() {
  const { category } = useParams();
  const [search] = useSearchParams();
  const config = useMemo(() => readPracticeConfig(category, search), [category, search]);
  if (config.unknownCategory !== undefined) return <UnknownCategory name={config.unknownCategory} />;
  // A new scope is a new test: the key resets every stage.
  return <PracticeTest key={`${config.drill ?? config.categoryCode ?? 'ALL'}-${config.requestedCount}-${config.lastTestOnly}`} config={config} />;
}

function PracticeTest({ config }: { config: PracticeConfig }) {
  const { t } = useTranslation(NAMESPACE);
  const available = useAvailableQuestions(config.categoryCode);
  const learner = useLearnerSnapshot();
  const learning = useLearning();
  const { data: categories } = useCategories();
  const drill = useDrill(config.drill, learning, categories, config.lastTestOnly);
  const count = drill ? (drill.status === 'ready' ? drill.count : 0) : plannedQuestionCount(config.requestedCount, available);
  const { state, dispatch, start, resume, finish, drillMode } = usePracticeTest({ categoryCode: config.categoryCode, count, drill: drill?.status === 'ready' ? drill : undefined });
  const saved = useMemo(() => parseSavedTest(learner.data.testInProgress) ?? null, [learner.data.testInProgress]);
  // A Real test whose time ran out while the page was closed submits itself, as the real one does.
  const expiredRealTest = state.stage === 'start' && saved?.clock.mode === 'real' && savedTestSummary(saved).left! <= 0;
  useEffect(() => {
    if (expiredRealTest && saved) resume(saved);
  }, [expiredRealTest, saved, resume]);
  const stageRef = useRef(state.stage);

  // Back on the start screen after a failed load: move focus to its heading.
  useEffect(() => {
    const previous = stageRef.current;
    stageRef.current = state.stage;
    if (state.stage === 'start' && previous !== 'start') focusHeading();
  }, [state.stage]);

  switch (state.stage) {
    case 'start':
    case 'loading':
      // Loading keeps the start screen in place (no layout shift) with the button showing progress.
      return (
        <PracticeStart
          categoryCode={config.categoryCode}
          questionCount={count}
          drill={drill}
          lastTestOnly={config.lastTestOnly}
          notice={state.stage === 'start' ? state.notice : null}
          loading={state.stage === 'loading'}
          saved={saved}
          onStart={(mode) => void start(mode)}
          onResume={resume}
          onDiscard={clearTestInProgress}
        />
      );
    case 'testing':
      return <PracticeTesting state={state} dispatch={dispatch} categoryCode={config.categoryCode} drill={drillMode} onFinish={finish} />;
    case 'results':
      return <PageLoading label={t('testing.scoring')} />;
  }
}

function UnknownCategory({ name }: { name: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Page title={t('start.title')} width="narrow">
      <StateView
        title={t('unknown.title')}
        actions={
          <>
            <ButtonLink to={paths.practice.getHref()}>{t('unknown.allCategories')}</ButtonLink>
            <ButtonLink to={paths.categories.getHref()} variant="secondary">
              {t('unknown.browse')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('unknown.body', { name })}</p>
      </StateView>
    </Page>
  );
}
