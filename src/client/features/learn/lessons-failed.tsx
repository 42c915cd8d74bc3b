import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { StateView } from '../../components/ui/state-view';
import { NAMESPACE } from './i18n';

/** A lesson page whose content could not be loaded (offline before a first visit, or a failed request). */
export function LessonsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StateView tone="error" title={t('failed.title')} actions={<Button onClick={onRetry}>{t('failed.retry')}</Button>}>
      <p>{t('failed.body')}</p>
    </StateView>
  );
}

/** An address under /learn that names no chapter. */
export function LessonNotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Page title={t('notFound.title')} lead={t('notFound.body')}>
      <ButtonLink to={paths.learn.getHref()}>{t('notFound.back')}</ButtonLink>
    </Page>
  );
}
