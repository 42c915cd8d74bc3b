import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_DEFINITIONS } from '@shared/categories';
import { paths } from '../../config/paths';
import { officialLinks } from '../../config/official-links';
import { useLang } from '../../lib/i18n/use-lang';
import styles from './footer.module.css';
import { useCategoryNames } from '../../lib/content/use-category-name';

export function Footer() {
  const { t } = useTranslation();
  const links = officialLinks(useLang());
  const nameOf = useCategoryNames();
  const year = new Date().getFullYear();
  const quickLinks = [
    { to: paths.practice.getHref(), label: t('nav.practiceTest') },
    { to: paths.study.getHref(), label: t('nav.study') },
    { to: paths.flashcards.getHref(), label: t('nav.flashcards') },
    { to: paths.categories.getHref(), label: t('nav.categories') },
    { to: paths.testStructure.getHref(), label: t('nav.testStructure') },
    { to: paths.resources.getHref(), label: t('nav.links') },
  ];
  const legalLinks = [
    { to: paths.about.getHref(), label: t('nav.aboutSite') },
    { to: paths.privacy.getHref(), label: t('nav.privacy') },
    { to: paths.terms.getHref(), label: t('nav.terms') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.studyByTopic')}</h2>
          <ul className={styles.list}>
            {CATEGORY_DEFINITIONS.map((category) => (
              <li key={category.code}>
                <Link to={paths.studyCategory.getHref(category.slug)}>{nameOf(category.code)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.official')}</h2>
          <ul className={styles.list}>
            <li>
              <a href={links.guide} rel="noopener noreferrer" target="_blank">
                {t('footer.officialGuide')}
              </a>
            </li>
            <li>
              <a href={links.test} rel="noopener noreferrer" target="_blank">
                {t('footer.officialTest')}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year })}</p>
        {/* Administrators go to /admin directly: the learner's footer does not offer it. */}
        <ul className={styles.legal}>
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
