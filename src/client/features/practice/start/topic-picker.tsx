import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_DEFINITIONS } from '@shared/categories';
import { paths } from '../../../config/paths';
import { NAMESPACE } from '../i18n';
import styles from './practice-start.module.css';
import { useCategoryNames } from '../../../lib/content/use-category-name';

/** Links to the same test limited to one category (/practice/{slug}), or back to all of them. */
export function TopicPicker({ current }: { current: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  return (
    <section className={styles.topics} aria-labelledby="topics-title">
      <h2 id="topics-title" className={styles.topicsTitle}>
        {t('start.topicsTitle')}
      </h2>
      <p className={styles.topicsLead}>{t('start.topicsLead')}</p>
      <ul className={styles.chips}>
        <li>
          <Link to={paths.practice.getHref()} className={styles.chip} aria-current={current === undefined ? 'page' : undefined}>
            {t('start.allTopics')}
          </Link>
        </li>
        {CATEGORY_DEFINITIONS.map((category) => (
          <li key={category.code}>
            <Link
              to={paths.practice.getHref({ category: category.code })}
              className={styles.chip}
              aria-current={current === category.code ? 'page' : undefined}
            >
              {nameOf(category.code)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
