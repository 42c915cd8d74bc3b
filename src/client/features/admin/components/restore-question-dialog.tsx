import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { AdminQuestionRecord } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRestoreQuestion } from '../api/question-mutations';
import { NAMESPACE } from '../i18n';
import { previewText } from '../logic/question-preview';
import dialog from './dialog.module.css';

/** Asks before restoring a deleted question; the dialog stays until the server has answered. */
export function RestoreQuestionDialog({
  question,
  onClose,
  onRestored,
}: {
  question: AdminQuestionRecord | null;
  onClose: () => void;
  onRestored: (id: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const restore = useRestoreQuestion();

  function onConfirm() {
    if (!question) return;
    const { id } = question;
    restore.mutate(id, {
      onSuccess: () => {
        onClose();
        onRestored(id);
      },
      onError: () => {
        onClose();
        window.alert(t('restore.failed'));
      },
    });
  }

  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && !restore.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
          <div className={dialog.header}>
            <AlertDialog.Title className={dialog.title}>{t('restore.title', { id: question?.id ?? '' })}</AlertDialog.Title>
          </div>
          <div className={dialog.body}>
            <AlertDialog.Description className={dialog.description}>{t('restore.message')}</AlertDialog.Description>
            {question && <p className={dialog.quote}>{previewText(question.question)}</p>}
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={restore.isPending}>
                {t('restore.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={onConfirm} disabled={restore.isPending}>
              {restore.isPending ? t('restore.restoring') : t('restore.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
