import type { QuestionRecord } from '@shared/contract/questions';
import { useTranslation } from 'react-i18next';
import { useDeleteQuestion, type SeenQuestion } from '../api/question-mutations';
import { serverMessage } from '../api/query-defaults';
import { NAMESPACE } from '../i18n';
import { QuestionActionDialog } from './question-action-dialog';

/** Asks before deleting; the dialog stays until the server has answered. */
export function DeleteQuestionDialog({ question, onClose, onDeleted }: { question: QuestionRecord | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const remove = useDeleteQuestion();

  const onConfirm = ({ id, version }: SeenQuestion) =>
    remove.mutate({ id, version }, {
      onSuccess: () => {
        onClose();
        onDeleted();
      },
      onError: (error) => {
        onClose();
        window.alert(serverMessage(error) ?? t('delete.failed'));
      },
    });

  return <QuestionActionDialog action="delete" danger question={question} pending={remove.isPending} onConfirm={onConfirm} onClose={onClose} />;
}
