import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useOnline } from '../../../lib/offline/use-online';
import { usePageTitle } from '../../../lib/page-head';
import { isUnauthorized } from '../api/query-defaults';
import { useLogout } from '../api/session';
import type { AdminSession } from '../api/types';
import { useFlash } from '../hooks/use-flash';
import { useFocusHeading } from '../../../lib/focus-heading';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { NAMESPACE } from '../i18n';
import { DashboardTab } from './dashboard-tab';
import { DistributionTab } from './distribution-tab';
import { QuestionModal, type Editor } from './question-modal';
import type { SavedKind } from './question-editor';
import { QuestionsTab } from './questions-tab';
import { ReportsTab } from './reports-tab';
import { SuccessBanner } from './success-banner';
import { ADMIN_TABS, isAdminTab, type AdminTab } from '../logic/admin-tabs';
import styles from './admin-panel.module.css';

const HANDLED = { open: 'Reopened', resolved: 'Resolved', dismissed: 'Dismissed' } as const;


export function AdminPanel({
  session,
  focusHeading,
  onExpired,
  onLoggedOut,
}: {
  session: AdminSession;
  focusHeading: boolean;
  onExpired: () => void;
  onLoggedOut: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('title'));
  useSessionExpiry(onExpired);
  const container = useFocusHeading<HTMLDivElement>(focusHeading);
  const logout = useLogout();
  const [tab, setTab] = useState<AdminTab>('dashboard');
  const [editor, setEditor] = useState<Editor | null>(null);
  const [banner, flash] = useFlash();
  const online = useOnline();
  const tabList = useRef<HTMLDivElement>(null);
  const [tabOpened, setTabOpened] = useState(0);
  // A dashboard card or action that opens a tab disappears with the dashboard: focus the tab it opened.
  useEffect(() => {
    if (tabOpened > 0) tabList.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tabOpened]);
  function openTab(next: AdminTab) {
    setTab(next);
    setTabOpened((n) => n + 1);
  }

  // mutateAsync: the panel unmounts as soon as the session is cleared, and this must still run.
  async function onLogout() {
    try {
      await logout.mutateAsync();
      onLoggedOut();
    } catch (error) {
      // A 401 means the server had already ended the session: signed out all the same.
      if (isUnauthorized(error)) onLoggedOut();
      else window.alert(t('logoutFailed'));
    }
  }

  function onSaved(kind: SavedKind) {
    setEditor(null);
    // An edit started from a report keeps the admin on the reports.
    if (tab !== 'reports') setTab('questions');
    flash(t(`banner.${kind}`));
  }

  return (
    <div ref={container} className={styles.panel}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.account}>
          <span className={styles.email}>{t('session.signedInAs', { email: session.email })}</span>
          <Button variant="ghost" size="sm" onClick={() => void onLogout()} disabled={logout.isPending}>
            {t('logout')}
          </Button>
        </div>
      </header>
      {!online && (
        <div className={styles.offline}>
          <Alert tone="warning" title={t('offline.title')}>
            {t('offline.panel')}
          </Alert>
        </div>
      )}

      <Tabs.Root value={tab} onValueChange={(value) => isAdminTab(value) && setTab(value)}>
        <Tabs.List ref={tabList} className={styles.tabList} aria-label={t('tabs.label')}>
          {ADMIN_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard" className={styles.tabPanel}>
          <DashboardTab onOpenTab={openTab} onAddQuestion={() => setEditor({ mode: 'create' })} />
        </Tabs.Content>
        <Tabs.Content value="questions" className={styles.tabPanel}>
          <QuestionsTab onAdd={() => setEditor({ mode: 'create' })} onEdit={(id) => setEditor({ mode: 'edit', id })} onDeleted={() => flash(t('banner.deleted'))} />
        </Tabs.Content>
        <Tabs.Content value="distribution" className={styles.tabPanel}>
          <DistributionTab onFixed={(moved) => flash(t('banner.fixed', { count: moved }))} />
        </Tabs.Content>
        <Tabs.Content value="reports" className={styles.tabPanel}>
          <ReportsTab onEdit={(id) => setEditor({ mode: 'edit', id })} onHandled={(status) => flash(t(`banner.report${HANDLED[status]}`))} />
        </Tabs.Content>
      </Tabs.Root>

      <QuestionModal editor={editor} onClose={() => setEditor(null)} onSaved={onSaved} />
      <SuccessBanner message={banner} />
    </div>
  );
}
