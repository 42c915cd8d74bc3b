import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { PageLoading } from '../../components/ui/page-loading';
import { HydrateInTurn } from '../../lib/hydration/staged-hydration';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { CheckIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useLearning } from '../../lib/learning/use-learning';
import { sectionKey, sectionsRead, seenCounts } from './chapter-progress';
import { NAMESPACE } from './i18n';
import { LessonsFailed } from './lessons-failed';
import { useKeepLessonsOffline, useLessonIndex } from '../../lib/content/lessons-api';
import styles from './learn.module.css';

/** Every chapter of the guide as a lesson, in its order, with the learner's progress in each. */
export function LearnPage() {
  const { t } = useTranslation(NAMESPACE);
  const { data, isPending, isError, refetch } = useLessonIndex();
  const learning = useLearning();
  useKeepLessonsOffline(data !== undefined);
  return (
    <Page
      title={t('learn.title')}
      lead={t('learn.lead')}
      actions={
        <ButtonLink to={paths.glossary.getHref()} variant="secondary">
          {t('learn.glossaryLink')}
        </ButtonLink>
      }
    >
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LessonsFailed onRetry={() => void refetch()} />
      ) : (
        <ol className={styles.chapters}>
          {data.map((chapter, i) => {
            const read = sectionsRead(
              chapter.chapter,
              chapter.sections.map((s) => s.id),
              learning.read,
            );
            return (
              <HydrateInTurn key={chapter.chapter} id={`chapter-${chapter.slug}`}>
                <li className={styles.chapter}>
                  <p className={styles.meta}>
                    {[t('chapter.number', { number: i + 1 }), t('learn.minutes', { count: chapter.minutes }), t('learn.questions', { count: chapter.questions })].join(' · ')}
                  </p>
                  <h2 className={styles.title}>
                    <Link to={paths.learnChapter.getHref(chapter.slug)}>{chapter.title}</Link>
                  </h2>
                  <p className={styles.intro}>{chapter.intro}</p>
                  <details className={styles.sections}>
                    <summary>
                      {t('learn.sections', { count: chapter.sections.length })}
                      <span className={styles.readCount}>{`· ${t('learn.readShort', { count: read })}`}</span>
                    </summary>
                    <ol>
                      {chapter.sections.map((section) => (
                        <li key={section.id}>
                          <Link to={paths.learnChapter.getHref(chapter.slug, section.id)}>{section.title}</Link>
                          {learning.read.has(sectionKey(chapter.chapter, section.id)) && (
                            <span className={styles.readTick}>
                              <CheckIcon size={16} />
                              <span className="visually-hidden"> ({t('chapter.read')})</span>
                            </span>
                          )}
                        </li>
                      ))}
                    </ol>
                  </details>
                  <SeenAndRight mastery={seenCounts(chapter.questionIds, learning.questions)} total={chapter.questionIds.length} />
                </li>
              </HydrateInTurn>
            );
          })}
        </ol>
      )}
    </Page>
  );
}
