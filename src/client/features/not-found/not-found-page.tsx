import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <Link to={paths.home.getHref()} className={styles.primary}>
          {t('notFound.goHome')}
        </Link>
        <Link to={paths.practice.getHref()} className={styles.secondary}>
          {t('notFound.startPractice')}
        </Link>
      </div>
    </section>
  );
}
