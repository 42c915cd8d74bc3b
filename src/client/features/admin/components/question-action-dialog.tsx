import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { QuestionRecord } from '@shared/contract/questions';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import { previewText } from '../logic/question-preview';
import dialog from './dialog.module.css';

/**
 * Asks before acting on one question (deleting or restoring it); the dialog stays until the
 * server has answered. Its texts are the `action` group of the admin strings.
 */
export function QuestionActionDialog({
  action,
  question,
  danger = false,
  pending,
  onConfirm,
  onClose,
}: {
  action: 'delete' | 'restore';
  question: Pick<QuestionRecord, 'id' | 'question' | 'version'> | null;
  danger?: boolean;
  pending: boolean;
  onConfirm: (question: Pick<QuestionRecord, 'id' | 'version'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const pendingLabel = action === 'delete' ? t('delete.deleting') : t('restore.restoring');

  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
          <div className={dialog.header}>
            <AlertDialog.Title className={dialog.title}>{t(`${action}.title`, { id: question?.id ?? '' })}</AlertDialog.Title>
          </div>
          <div className={dialog.body}>
            <AlertDialog.Description className={dialog.description}>{t(`${action}.message`)}</AlertDialog.Description>
            {question && <p className={dialog.quote}>{previewText(question.question)}</p>}
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {t(`${action}.cancel`)}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={danger ? 'danger' : 'primary'} onClick={() => question && onConfirm(question)} disabled={pending}>
              {pending ? pendingLabel : t(`${action}.confirm`)}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
