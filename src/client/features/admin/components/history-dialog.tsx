import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import dialog from './dialog.module.css';
import { QuestionHistory } from './question-history';

interface Props {
  id: string | null;
  /** The version of an active question as listed: its past versions can be restored. Absent for a deleted one. */
  version?: number | undefined;
  onClose: () => void;
}

/** The history of a question on its own, outside the editor (a deleted one, or one listed on a phone). */
export function HistoryDialog({ id, version, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.wide}`}>
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>{t('restore.historyTitle', { id: id ?? '' })}</Dialog.Title>
            <Dialog.Description className={dialog.description}>
              {t(version === undefined ? 'restore.historyDescription' : 'restore.historyActiveDescription')}
            </Dialog.Description>
          </div>
          <div className={dialog.body}>{id && <QuestionHistory id={id} version={version} initiallyOpen />}</div>
          <div className={dialog.footer}>
            <Dialog.Close asChild>
              <Button variant="ghost">{t('modal.close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
