import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryCode } from '@shared/categories';
import { paths } from '../../config/paths';
import { CategoryIcon } from '../../components/category/category-icon';
import { NAMESPACE } from './i18n';
import styles from './category-study.module.css';

export function Breadcrumb({ current }: { current?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={paths.home.getHref()}>{t('home')}</Link>
        </li>
        <li>
          <Link to={paths.categories.getHref()}>{t('categories')}</Link>
        </li>
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}

/** Breadcrumb, icon, name (the page's h1) and description; the h1 takes focus on return to the overview. */
export function CategoryHeader({ code, name, description }: { code: CategoryCode; name: string; description: string }) {
  return (
    <header className={styles.header}>
      <Breadcrumb current={name} />
      <div className={styles.titleRow}>
        <span className={styles.icon}>
          <CategoryIcon code={code} size={32} />
        </span>
        <div>
          <h1 className={styles.title}>
            {name}
          </h1>
          <p className={styles.description}>{description}</p>
        </div>
      </div>
    </header>
  );
}
