import type { AdminQuestionRecord, QuestionStats } from '@shared/contract/admin';
import { indexToLetter } from '@shared/rules/answers';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { previewText } from '../logic/question-preview';
import { QuestionStatsCell } from './question-stats-cell';
import table from './questions-table.module.css';
import styles from './question-cards.module.css';

interface Props {
  rows: (AdminQuestionRecord & { stats: QuestionStats })[];
  caption: string;
  busy: boolean;
  categoryName: (code: string) => string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (id: string) => void;
  onHistory: (id: string) => void;
  onDelete: (question: AdminQuestionRecord) => void;
}

/** The question list on a phone: one card per question, its actions in reach without scrolling sideways. */
export function QuestionCards({ rows, caption, busy, categoryName, selected, onSelect, onEdit, onHistory, onDelete }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={styles.cards} aria-label={caption} aria-busy={busy}>
      {rows.map((row) => (
        <li key={row.id} className={`${styles.card} ${selected.has(row.id) ? styles.selected : ''}`}>
          <div className={styles.top}>
            <label className={table.hit}>
              <input
                type="checkbox"
                className={table.checkbox}
                aria-label={t('questions.selectRow', { id: row.id })}
                checked={selected.has(row.id)}
                onChange={(e) => onSelect([row.id], e.target.checked)}
              />
            </label>
            <span className={table.id}>{row.id}</span>
            {row.fr === null && <span className={`${table.noFrench} ${styles.noFrench}`}>{t('questions.noFrench')}</span>}
          </div>
          <p className={styles.question}>{previewText(row.question)}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('questions.columns.category')}</dt>
              <dd>{categoryName(row.category_code)}</dd>
            </div>
            <div>
              <dt>{t('questions.type')}</dt>
              <dd>{t(`questionType.${row.type}`)}</dd>
            </div>
            <div>
              <dt>{t('questions.columns.difficulty')}</dt>
              <dd>
                <span className={`${table.badge} ${table[row.difficulty_level]}`}>{t(`difficulty.${row.difficulty_level}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('questions.columns.answer')}</dt>
              <dd className={styles.answer}>{indexToLetter(row.correct_answer)}</dd>
            </div>
          </dl>
          <div className={styles.stats}>
            <span className={styles.statsLabel}>{t('stats.column')}</span>
            <QuestionStatsCell stats={row.stats} correctAnswer={row.correct_answer} />
          </div>
          <div className={styles.actions}>
            <button type="button" className={table.action} aria-label={t('questions.editLabel', { id: row.id })} onClick={() => onEdit(row.id)}>
              {t('questions.edit')}
            </button>
            <button type="button" className={table.action} aria-label={t('restore.historyLabel', { id: row.id })} onClick={() => onHistory(row.id)}>
              {t('restore.history')}
            </button>
            <button type="button" className={`${table.action} ${table.delete}`} aria-label={t('questions.deleteLabel', { id: row.id })} onClick={() => onDelete(row)}>
              {t('questions.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
