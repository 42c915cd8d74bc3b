import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { PageLoading } from '../../components/ui/page-loading';
import { HydrateInTurn } from '../../lib/hydration/staged-hydration';
import { ApiRequestError } from '../../lib/api-client';
import { LessonNotFound, LessonsFailed } from './lessons-failed';
import { CheckIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { guideChapterLink } from '../../config/official-links';
import { useLang } from '../../lib/i18n/use-lang';
import { useLearning } from '../../lib/learning/use-learning';
import { sectionKey, sectionsRead, seenCounts } from './chapter-progress';
import { NAMESPACE } from './i18n';
import { TermsContext } from './key-term';
import { LessonSection } from './lesson-section';
import { useKeepLessonsOffline, useLessonChapter } from '../../lib/content/lessons-api';
import { useScrollToSection } from './use-scroll-to-section';
import styles from './chapter.module.css';

/** A chapter's lesson: its sections in order with a contents list, the learner's progress, and the chapters around it. */
export function ChapterPage() {
  const { t } = useTranslation(NAMESPACE);
  const { chapter: slug = '' } = useParams();
  const lang = useLang();
  const { data, isPending, isError, error, refetch } = useLessonChapter(slug);
  const learning = useLearning();
  useKeepLessonsOffline(data !== undefined, slug);
  useScrollToSection(data !== undefined);
  const allIds = useMemo(() => (data ? Object.values(data.questions).flat() : []), [data]);

  if (isPending) return <PageLoading />;
  if (isError) {
    if (error instanceof ApiRequestError && error.status === 404) return <LessonNotFound />;
    return <LessonsFailed onRetry={() => void refetch()} />;
  }
  const { lesson } = data;
  const sectionIds = lesson.sections.map((s) => s.id);
  const readCount = sectionsRead(lesson.chapter, sectionIds, learning.read);
  const number = Number(lesson.chapter.slice(0, 2)) + 1;

  return (
    <Page
      title={lesson.title}
      eyebrow={
        <>
          <Link to={paths.learn.getHref()}>{t('learn.title')}</Link>
          {` · ${t('chapter.number', { number })}`}
        </>
      }
      lead={lesson.intro}
    >
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <nav aria-labelledby="chapter-contents" className={styles.contents}>
            <h2 id="chapter-contents" className={styles.contentsTitle}>
              {t('chapter.contents')}
            </h2>
            <p className={styles.meta}>
              {`${t('learn.minutes', { count: data.minutes })} · ${t('chapter.readCount', { read: readCount, total: sectionIds.length })}`}
            </p>
            <ol className={styles.contentsList}>
              {lesson.sections.map((section) => {
                const read = learning.read.has(sectionKey(lesson.chapter, section.id));
                return (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                    {read && (
                      <span className={styles.readTick}>
                        <CheckIcon size={16} />
                        <span className="visually-hidden"> ({t('chapter.read')})</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
            <SeenAndRight mastery={seenCounts(allIds, learning.questions)} total={allIds.length} label={t('learn.yourAnswers')} />
            <p className={styles.official}>
              <a href={guideChapterLink(lang, lesson.chapter)} target="_blank" rel="noopener noreferrer">
                {t('chapter.official')}
              </a>
            </p>
          </nav>
        </aside>
        <TermsContext.Provider value={{ definitions: data.definitions, here: null }}>
          <div className={styles.body}>
            {lesson.sections.map((section, i) => (
              <HydrateInTurn key={section.id} id={`lesson-${section.id}`}>
                <LessonSection
                  chapter={lesson.chapter}
                  section={section}
                  number={i + 1}
                  questionIds={data.questions[section.id] ?? []}
                  read={learning.read.has(sectionKey(lesson.chapter, section.id))}
                />
              </HydrateInTurn>
            ))}
            <nav className={styles.pager} aria-label={t('chapter.otherChapters')}>
              {data.previous && (
                <Link to={paths.learnChapter.getHref(data.previous.slug)} className={styles.previous}>
                  <span className={styles.pagerLabel}>{t('chapter.previous')}</span>
                  {data.previous.title}
                </Link>
              )}
              {data.next ? (
                <Link to={paths.learnChapter.getHref(data.next.slug)} className={styles.next}>
                  <span className={styles.pagerLabel}>{t('chapter.next')}</span>
                  {data.next.title}
                </Link>
              ) : (
                <Link to={paths.practice.getHref()} className={styles.next}>
                  <span className={styles.pagerLabel}>{t('chapter.finished')}</span>
                  {t('chapter.takeTest')}
                </Link>
              )}
            </nav>
          </div>
        </TermsContext.Provider>
      </div>
    </Page>
  );
}
