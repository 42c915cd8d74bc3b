import type { AdminQuestionRecord } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { useRestoreQuestion, type SeenQuestion } from '../api/question-mutations';
import { serverMessage } from '../api/query-defaults';
import { NAMESPACE } from '../i18n';
import { QuestionActionDialog } from './question-action-dialog';

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

  const onConfirm = ({ id, version }: SeenQuestion) =>
    restore.mutate({ id, version }, {
      onSuccess: () => {
        onClose();
        onRestored(id);
      },
      onError: (error) => {
        onClose();
        window.alert(serverMessage(error) ?? t('restore.failed'));
      },
    });

  return <QuestionActionDialog action="restore" question={question} pending={restore.isPending} onConfirm={onConfirm} onClose={onClose} />;
}
