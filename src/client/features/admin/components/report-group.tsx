import { useTranslation } from 'react-i18next';
import { indexToLetter } from '@shared/rules/answers';
import type { ReportGroup, ReportStatus } from '@shared/contract/reports';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NAMESPACE } from '../i18n';
import { ReportItem } from './report-item';
import styles from './reports-tab.module.css';

/** One reported question: what it says and which answer is marked, then its reports, newest first. */
export function ReportGroupCard({ group, onEdit, onHandled }: { group: ReportGroup; onEdit: (id: string) => void; onHandled: (status: ReportStatus) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { question } = group;
  const headingId = `report-group-${question.id}`;
  const options = [question.option_a, question.option_b, question.option_c, question.option_d].flatMap((text, index) => (text ? [{ text, index }] : []));

  return (
    <Card className={styles.group}>
      <article aria-labelledby={headingId}>
        <div className={styles.groupHead}>
          <h3 id={headingId} className={styles.groupTitle}>
            {t('reports.questionHeading', { id: question.id })}
            <span className={styles.count}>{t('reports.count', { count: group.count })}</span>
            {question.deleted && <span className={styles.deleted}>{t('reports.deleted')}</span>}
          </h3>
          {question.deleted ? (
            <p className={styles.muted}>{t('reports.deletedHint')}</p>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => onEdit(question.id)} aria-label={t('reports.editLabel', { id: question.id })}>
              {t('reports.edit')}
            </Button>
          )}
        </div>
        <p className={styles.questionText}>{question.question}</p>
        <ol className={styles.options} aria-label={t('reports.answers')}>
          {options.map(({ text, index }) => {
            const marked = index === question.correct_answer;
            return (
              <li key={index} className={marked ? styles.marked : undefined}>
                <span className={styles.letter}>{indexToLetter(index)}</span>
                <span>{text}</span>
                {marked && (
                  <span className={styles.markedTag}>
                    <span aria-hidden="true">✓</span> {t('reports.marked')}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <ol className={styles.reports} aria-label={t('reports.reportsOf', { id: question.id })}>
          {group.reports.map((report) => (
            <li key={report.id}>
              <ReportItem report={report} onHandled={onHandled} />
            </li>
          ))}
        </ol>
      </article>
    </Card>
  );
}
