import type { AdminQuestionRecord } from '@shared/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import { previewText } from '../logic/question-preview';
import styles from './deleted-questions.module.css';
import { HistoryDialog } from './history-dialog';

interface Props {
  rows: AdminQuestionRecord[];
  caption: string;
  categoryName: (code: string) => string;
  /** Asks to restore (the confirmation lives in the tab: this list is replaced once its last question is restored). */
  onRestore: (question: AdminQuestionRecord) => void;
}

/** The deleted questions: each can be restored and its history read. */
export function DeletedQuestions({ rows, caption, categoryName, onRestore }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  return (
    <>
      <ul className={styles.list} aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <p className={styles.meta}>
              <span className={styles.id}>{row.id}</span>
              <span>{categoryName(row.category_code)}</span>
              <span className={styles.deleted}>{t('restore.deletedBadge')}</span>
            </p>
            <p className={styles.question} title={row.question}>
              {previewText(row.question)}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" aria-label={t('restore.historyLabel', { id: row.id })} onClick={() => setHistoryOf(row.id)}>
                {t('restore.history')}
              </Button>
              <Button size="sm" aria-label={t('restore.restoreLabel', { id: row.id })} onClick={() => onRestore(row)}>
                {t('restore.restore')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <HistoryDialog id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
