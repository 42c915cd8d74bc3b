import { useTranslation } from 'react-i18next';
import { findCategory } from '@shared/categories';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { NAMESPACE } from '../i18n';
import { CheckIcon } from '../../../components/ui/icons';
import type { StartNotice } from '../logic/practice-reducer';
import { TIME_LIMITS, type TimingMode } from '../logic/timing';
import type { SavedTest } from '../saved/saved-test';
import { ResumeOffer } from './resume-offer';
import { TimingChoice, useTimingChoice } from './timing-choice';
import { TopicPicker } from './topic-picker';
import { StartButton } from './start-button';
import { TestFacts } from './test-facts';
import styles from './practice-start.module.css';
import { useCategoryName } from '../../../lib/content/use-category-name';
import type { Drill } from '../drill/use-drill';
import { DrillStart } from '../drill/drill-start';

interface Props {
  categoryCode: string | undefined;
  questionCount: number;
  drill?: Drill | undefined;
  lastTestOnly?: boolean;
  notice: StartNotice | null;
  loading: boolean;
  saved: SavedTest | null;
  onStart: (mode: TimingMode) => void;
  onResume: (saved: SavedTest) => void;
  onDiscard: () => void;
}

const RULES = ['choose', 'timer', 'review', 'keys'] as const;

export function PracticeStart({ categoryCode, questionCount, drill, lastTestOnly = false, notice, loading, saved, onStart, onResume, onDiscard }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [timing, setTiming] = useTimingChoice();
  const categoryName = useCategoryName(categoryCode);
  const category = categoryCode ? findCategory(categoryCode) : undefined;
  const noQuestions = questionCount === 0 || notice === 'noQuestions';
  if (drill) {
    return (
      <DrillStart drill={drill} lastTestOnly={lastTestOnly} questionCount={questionCount} loading={loading} notice={notice} onStart={onStart} />
    );
  }
  const eyebrow = category ? (
    <span className={styles.topic}>
      {categoryName}
    </span>
  ) : (
    <span className={styles.topic}>{t('start.eyebrowAll')}</span>
  );

  return (
    <Page title={t('start.title')} eyebrow={eyebrow} lead={t('start.lead')} width="narrow">
      {saved && !loading && (
        <ResumeOffer
          saved={saved}
          onResume={() => onResume(saved)}
          onStartNew={() => {
            onDiscard();
            onStart(timing);
          }}
        />
      )}
      <Card className={styles.card}>
        <h2 id="expect-title" className={styles.cardTitle}>
          {t('start.expectTitle')}
        </h2>
        <TestFacts questionCount={questionCount} limit={TIME_LIMITS[timing]} />
        <TimingChoice value={timing} onChange={setTiming} />

        {notice === 'loadFailed' && <Alert tone="error">{t('start.loadFailed')}</Alert>}
        {noQuestions && <Alert tone="info">{t('start.noQuestions')}</Alert>}

        {/* Start within reach on a phone: the rules come after it. */}
        <div className={styles.actions}>
          <StartButton loading={loading} disabled={noQuestions} onStart={() => onStart(timing)} />
          <ButtonLink to={paths.study.getHref()} size="lg" variant="secondary">
            {t('start.studyFirst')}
          </ButtonLink>
        </div>
        <ul className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule} className={rule === 'keys' ? styles.keysRule : undefined}>
              <span className={styles.ruleIcon}>
                <CheckIcon size={16} />
              </span>
              {t(`start.rules.${rule}`)}
            </li>
          ))}
        </ul>
      </Card>

      <TopicPicker current={category?.code} />
    </Page>
  );
}
