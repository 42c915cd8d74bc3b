import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCategory } from '@shared/categories';
import { QUESTIONS_PER_TEST } from '@shared/constants';
import { paths, ROUND_SIZES } from '../../../config/paths';
import { useCategoryNames } from '../../../lib/content/use-category-name';
import { NAMESPACE } from '../i18n';
import { scoreByCategory, weakestFirst, type TestResult } from '../logic/test-result';
import styles from './results.module.css';

interface NextLink {
  key: string;
  to: string;
  name: string;
  body: string;
}

/** Where to go after this result: the topics it shows to be weakest first, then the general next steps. */
export function KeepStudying({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  const weak = weakestFirst(scoreByCategory(result))
    .filter((score) => score.correct < score.total)
    .slice(0, 2);
  const links: NextLink[] = weak.flatMap((score) => {
    const category = findCategory(score.category);
    if (!category) return [];
    const topic = nameOf(score.category);
    return [
      {
        key: `practise-${category.code}`,
        to: paths.studyCategoryMode.getHref(category.slug, 'practice'),
        name: t('results.links.topicPractice', { topic }),
        body: t('results.links.topicPracticeBody', { correct: score.correct, total: score.total, count: ROUND_SIZES[0] }),
      },
    ];
  });
  const weakest = weak[0] ? findCategory(weak[0].category) : undefined;
  links.push(
    weakest
      ? {
          key: 'flashcards',
          to: paths.flashcards.getHref(weakest.code),
          name: t('results.links.topicFlashcards', { topic: nameOf(weakest.code) }),
          body: t('results.links.flashcardsBody'),
        }
      : { key: 'flashcards', to: paths.flashcards.getHref(), name: t('results.links.flashcards'), body: t('results.links.flashcardsBody') },
    { key: 'practice', to: paths.practice.getHref(), name: t('results.links.practice'), body: t('results.links.practiceBody', { count: QUESTIONS_PER_TEST }) },
    { key: 'progress', to: paths.progress.getHref(), name: t('results.links.progress'), body: t('results.links.progressBody') },
  );
  return (
    <nav className={styles.keep} aria-labelledby="keep-title">
      <h2 id="keep-title" className={styles.keepTitle}>
        {t('results.keepStudying')}
      </h2>
      <ul className={styles.keepList}>
        {links.slice(0, 4).map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.keepLink}>
              <span className={styles.keepName}>{link.name}</span>
              <span className={styles.keepBody}>{link.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
