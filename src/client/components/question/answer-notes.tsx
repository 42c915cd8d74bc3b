import { useTranslation } from 'react-i18next';
import type { Question } from '../../lib/content/question';
import { BulbIcon } from '../ui/icons';
import { LessonLinks } from './lesson-links';
import styles from './question.module.css';

/** The explanation and the memory device shown once a question's answer is known. */
export function AnswerNotes({ question }: { question: Pick<Question, 'explanation' | 'memory_device' | 'lesson'> }) {
  const { t } = useTranslation();
  if (!question.explanation && !question.memory_device && !question.lesson) return null;
  return (
    <div className={styles.notes}>
      {question.explanation && (
        <div className={styles.explanation}>
          <p className={styles.noteLabel}>{t('question.explanation')}</p>
          <p>{question.explanation}</p>
        </div>
      )}
      {question.memory_device && (
        <div className={styles.memory}>
          <span className={styles.memoryIcon}>
            <BulbIcon size={20} />
          </span>
          <div>
            <p className={styles.noteLabel}>{t('question.memoryDevice')}</p>
            <p>{question.memory_device}</p>
          </div>
        </div>
      )}
      <LessonLinks lesson={question.lesson} />
    </div>
  );
}
