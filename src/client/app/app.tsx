import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useRoutes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { PAGE_ROUTES } from './routes';

const routeObjects = [{ element: <RootLayout />, children: PAGE_ROUTES.map((route) => ({ path: route.path, element: <route.page.Component /> })) }];

function AppRoutes() {
  return useRoutes(routeObjects);
}

/** The whole site, the same on the server and in the browser (only the router around it differs). */
export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
