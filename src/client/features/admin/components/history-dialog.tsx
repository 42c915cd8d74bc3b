import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import dialog from './dialog.module.css';
import { QuestionHistory } from './question-history';

/** The history of a question that cannot be edited (a deleted one), on its own. */
export function HistoryDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.wide}`}>
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>{t('restore.historyTitle', { id: id ?? '' })}</Dialog.Title>
            <Dialog.Description className={dialog.description}>{t('restore.historyDescription')}</Dialog.Description>
          </div>
          <div className={dialog.body}>{id && <QuestionHistory id={id} initiallyOpen />}</div>
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
