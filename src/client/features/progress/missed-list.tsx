import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { questionsQueryOptions } from '../../lib/content/api';
import { useLang } from '../../lib/i18n/use-lang';
import { correctOptionText } from '../../lib/content/question';
import type { MissedQuestion } from '../../lib/learning/mastery';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/**
 * Questions missed (most often, or while sure), with their texts (fetched by id) and right
 * answers; `kind` names the count under each.
 */
export function MissedList({ missed, kind = 'missed' }: { missed: readonly MissedQuestion[]; kind?: 'missed' | 'confident' }) {
  const { t } = useTranslation(NAMESPACE);
  const ids = missed.map((m) => m.id);
  const texts = useQuery({ ...questionsQueryOptions({ ids }, useLang()), enabled: ids.length > 0 });
  if (missed.length === 0) return <p className={styles.muted}>{t('missed.none')}</p>;
  const byId = new Map((texts.data ?? []).map((q) => [q.id, q]));
  return (
    <ol className={styles.missed}>
      {missed.map((m) => {
        const question = byId.get(m.id);
        return (
          <li key={m.id}>
            <p className={styles.missedQuestion}>{question ? question.question : m.id}</p>
            {question && <p className={styles.missedAnswer}>{correctOptionText(question)}</p>}
            <p className={styles.muted}>
              {t(`${kind}.times`, { count: m.wrong, answered: m.answered })}
              {m.lastOk ? ` · ${t('missed.lastRight')}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
