import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAdminQuestion } from '../api/questions';
import { NAMESPACE } from '../i18n';
import { emptyQuestionForm, formFromRecord } from '../logic/question-form';
import dialog from './dialog.module.css';
import { QuestionEditor, type SavedKind } from './question-editor';

export type Editor = { mode: 'create' } | { mode: 'edit'; id: string };

interface Props {
  editor: Editor | null;
  onClose: () => void;
  onSaved: (kind: SavedKind) => void;
}

/** Add and edit share one dialog; edit starts from the question as the server has it now. */
export function QuestionModal({ editor, onClose, onSaved }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const editing = editor?.mode === 'edit' ? editor.id : undefined;
  return (
    <Dialog.Root open={editor !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.wide}`}>
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>{editing ? t('modal.editTitle', { id: editing }) : t('modal.addTitle')}</Dialog.Title>
            <Dialog.Description className={dialog.description}>{editing ? t('modal.editDescription') : t('modal.addDescription')}</Dialog.Description>
          </div>
          {editing ? (
            <EditQuestion id={editing} onCancel={onClose} onSaved={onSaved} />
          ) : (
            editor && <QuestionEditor initial={emptyQuestionForm()} onCancel={onClose} onSaved={onSaved} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditQuestion({ id, onCancel, onSaved }: { id: string; onCancel: () => void; onSaved: (kind: SavedKind) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const question = useAdminQuestion(id);
  if (question.data) return <QuestionEditor key={id} id={id} version={question.data.version} initial={formFromRecord(question.data)} verifiedAt={question.data.verified_at} onCancel={onCancel} onSaved={onSaved} />;
  return (
    <>
      <div className={dialog.body}>
        {question.isError ? (
          <Alert tone="error">{t('modal.loadFailed')}</Alert>
        ) : (
          <p role="status" className={dialog.description}>
            {t('modal.loading')}
          </p>
        )}
      </div>
      <div className={dialog.footer}>
        <Button variant="ghost" onClick={onCancel}>
          {t('modal.close')}
        </Button>
      </div>
    </>
  );
}
