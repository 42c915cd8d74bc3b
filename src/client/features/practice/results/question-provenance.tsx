import { useTranslation } from 'react-i18next';
import type { Question } from '../../../lib/content/question';
import { intlLocale } from '../../../lib/i18n/languages';
import { NAMESPACE } from '../i18n';
import styles from './results.module.css';

/** Where the question comes from in the guide, and when an admin last checked it against the guide. */
export function QuestionProvenance({ question }: { question: Question }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const chapter = question.chapter ? t(`results.chapters.${question.chapter}`, { defaultValue: '' }) : '';
  const checked = question.verified_at
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long', year: 'numeric' }).format(new Date(question.verified_at))
    : '';
  if (!chapter && !checked) return null;
  return (
    <p className={styles.provenance}>
      {chapter && <span>{t('results.chapter', { chapter })}</span>}
      {checked && <span>{t('results.checked', { date: checked })}</span>}
    </p>
  );
}
