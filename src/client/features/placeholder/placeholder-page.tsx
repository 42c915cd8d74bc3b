import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';

/** Temporary screen for routes whose feature is not built yet: says what will be there. */
export function PlaceholderPage({ name, what }: { name: string; what: string }) {
  const { t } = useTranslation();
  usePageTitle(name);
  return (
    <section style={{ maxWidth: '48rem', margin: '0 auto', padding: '4rem 1.25rem' }}>
      <h1>{t('placeholder.title', { name })}</h1>
      <p>{t('placeholder.body', { what })}</p>
    </section>
  );
}
