import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../components/ui/page';
import { ABOUT_SECTIONS, paths } from '../../config/paths';
import { NAMESPACE } from './i18n';
import styles from './about-page.module.css';


/** One page for /about, /company, /terms and /privacy; each path brings its section into view. */
export function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const current = ABOUT_SECTIONS.find((s) => pathname === paths[s].getHref()) ?? 'about';

  useEffect(() => {
    if (current === 'about') return;
    const heading = document.getElementById(`${current}-title`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [current]);

  return (
    <Page title={t('title')} lead={t('lead')} width="narrow">
      <nav aria-label={t('nav')} className={styles.toc}>
        <ul>
          {ABOUT_SECTIONS.map((section) => (
            <li key={section}>
              <Link to={paths[section].getHref()} aria-current={section === current ? 'location' : undefined}>
                {t(`sections.${section}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {ABOUT_SECTIONS.map((section) => (
        <section key={section} className={styles.section} aria-labelledby={`${section}-title`}>
          <h2 id={`${section}-title`} tabIndex={-1}>
            {t(`sections.${section}.title`)}
          </h2>
          {(t(`sections.${section}.body`, { returnObjects: true }) as string[]).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Page>
  );
}
