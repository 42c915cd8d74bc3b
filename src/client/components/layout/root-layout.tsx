import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HYDRATION_STAGE, HydrateLater } from '../../lib/hydration/staged-hydration';
import { PageLoading } from '../ui/page-loading';
import { UpdatePrompt } from '../app-status/update-prompt';
import { LanguageOffer } from '../language/language-offer';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  // A new screen starts at the top, or at the part its address names (a lesson's section); the
  // first one keeps the browser's own position (a reload, or a section the page itself scrolled to).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <HydrateLater stage={HYDRATION_STAGE.header}>
        <Header />
      </HydrateLater>
      <HydrateLater stage={HYDRATION_STAGE.main}>
        <main id="main" className={styles.main} tabIndex={-1}>
          {/* The fallback fills the screen so the footer starts below it and never jumps (no layout shift). */}
          <Suspense
            fallback={
              <div className={styles.pending}>
                <PageLoading />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </HydrateLater>
      <HydrateLater stage={HYDRATION_STAGE.footer}>
        <Footer />
      </HydrateLater>
      <div className={styles.dock}>
        <UpdatePrompt />
        <LanguageOffer />
      </div>
    </div>
  );
}
