import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { QuestionRecord } from '@shared/contract/questions';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDeleteQuestion } from '../api/question-mutations';
import { NAMESPACE } from '../i18n';
import { previewText } from '../logic/question-preview';
import dialog from './dialog.module.css';

/** Asks before deleting; the dialog stays until the server has answered. */
export function DeleteQuestionDialog({
  question,
  onClose,
  onDeleted,
}: {
  question: QuestionRecord | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const remove = useDeleteQuestion();

  function onConfirm() {
    if (!question) return;
    remove.mutate(question.id, {
      onSuccess: () => {
        onClose();
        onDeleted();
      },
      onError: () => {
        onClose();
        window.alert(t('delete.failed'));
      },
    });
  }

  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
          <div className={dialog.header}>
            <AlertDialog.Title className={dialog.title}>{t('delete.title', { id: question?.id ?? '' })}</AlertDialog.Title>
          </div>
          <div className={dialog.body}>
            <AlertDialog.Description className={dialog.description}>{t('delete.message')}</AlertDialog.Description>
            {question && <p className={dialog.quote}>{previewText(question.question)}</p>}
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={remove.isPending}>
                {t('delete.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={remove.isPending}>
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
