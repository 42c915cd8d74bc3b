import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chapterSlug } from '@shared/guide-chapters';
import { guideChapterLink } from '../../config/official-links';
import { paths } from '../../config/paths';
import { useLang } from '../../lib/i18n/use-lang';
import type { Question } from '../../lib/content/question';
import styles from './question.module.css';

/** Off inside a lesson's own "check yourself": the lesson is the page being read (the official guide stays). */
export const LearnThisShown = createContext(true);

/** "Learn this" (the lesson section that teaches the question) and the matching chapter of the official guide. */
export function LessonLinks({ lesson }: { lesson: Question['lesson'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const learnThis = useContext(LearnThisShown);
  if (!lesson) return null;
  return (
    <p className={styles.lessonLinks}>
      {learnThis && (
        <Link to={paths.learnChapter.getHref(chapterSlug(lesson.chapter), lesson.section)} data-testid="learn-this">
          {t('question.learnThis')}
        </Link>
      )}
      <a href={guideChapterLink(lang, lesson.chapter)} target="_blank" rel="noopener noreferrer">
        {t('question.officialGuide')}
      </a>
    </p>
  );
}
