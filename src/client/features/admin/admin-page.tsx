import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { OfflineIcon } from '../../components/ui/offline-icon';
import { Page } from '../../components/ui/page';
import { PageLoading } from '../../components/ui/page-loading';
import { StateView } from '../../components/ui/state-view';
import { useOnline } from '../../lib/offline/use-online';
import { endAdminSession, useAdminSession } from './api/session';
import { AdminPanel } from './components/admin-panel';
import { LoginView, type LoginNotice } from './components/login-view';
import { NAMESPACE } from './i18n';
import { hasAdminHint } from './logic/admin-hint';

/** /admin: the server's session decides between the login form and the panel. */
export function AdminPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<LoginNotice | null>(null);
  const [stageChanged, setStageChanged] = useState(false);
  const online = useOnline();

  const onExpired = useCallback(() => {
    endAdminSession(queryClient);
    setNotice('expired');
    setStageChanged(true);
  }, [queryClient]);
  const onLoggedOut = useCallback(() => {
    setNotice('loggedOut');
    setStageChanged(true);
  }, []);
  const onLoggedIn = useCallback(() => {
    setNotice(null);
    setStageChanged(true);
  }, []);

  // Signing in and every admin call need the server: offline, say so rather than fail.
  if (!online && !session.data) {
    return (
      <Page title={t('title')} width="narrow">
        <StateView title={t('offline.title')} icon={<OfflineIcon size={26} />}>
          <p>{t('offline.body')}</p>
        </StateView>
      </Page>
    );
  }
  if (session.isPending) {
    return (
      <Page title={t('title')} width="narrow">
        <PageLoading label={t(hasAdminHint() ? 'session.restoring' : 'session.checking')} />
      </Page>
    );
  }
  if (session.isError && session.data === undefined) {
    return (
      <Page title={t('title')} width="narrow">
        <StateView
          tone="error"
          title={t('session.checkFailed')}
          actions={<Button onClick={() => void session.refetch()}>{t('states.tryAgain', { ns: 'common' })}</Button>}
        >
          <p>{t('session.checkFailedBody')}</p>
        </StateView>
      </Page>
    );
  }
  if (!session.data) return <LoginView notice={notice} focusHeading={stageChanged} onLoggedIn={onLoggedIn} />;
  return <AdminPanel session={session.data} focusHeading={stageChanged} onExpired={onExpired} onLoggedOut={onLoggedOut} />;
}
