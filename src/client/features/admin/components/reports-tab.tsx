import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES } from '@shared/constants';
import type { ReportStatus } from '@shared/contract/reports';
import { Button } from '../../../components/ui/button';
import { StateView } from '../../../components/ui/state-view';
import { useAdminReports } from '../api/reports';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import { ReportGroupCard } from './report-group';
import styles from './reports-tab.module.css';

interface Props {
  onEdit: (id: string) => void;
  /** After a report was resolved, dismissed or opened again (for the banner). */
  onHandled: (status: ReportStatus) => void;
}

/** Learner reports of one status, grouped by question, newest first; open ones can be resolved or dismissed. */
export function ReportsTab({ onEdit, onHandled }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const statusId = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const list = useAdminReports(status);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = list.data?.status === status ? list.data : undefined;
  const shown = data?.groups.reduce((sum, group) => sum + group.reports.length, 0) ?? 0;

  // The handled report leaves this list: focus goes back to the heading, not to the page's start.
  const handled = (next: ReportStatus) => {
    heading.current?.focus();
    onHandled(next);
  };

  let content;
  if (list.isPending || (!data && !list.isError)) {
    content = (
      <p className={styles.state} role="status">
        {t('reports.loading')}
      </p>
    );
  } else if (!data) {
    content = (
      <StateView tone="error" title={t('reports.loadFailed')} actions={<Button onClick={() => void list.refetch()}>{t('states.tryAgain', { ns: 'common' })}</Button>} />
    );
  } else if (data.groups.length === 0) {
    content = <StateView title={t(`reports.empty_${status}`)}>{t('reports.emptyHint')}</StateView>;
  } else {
    content = (
      <>
        <p className={styles.summary}>
          {t('reports.summary', { count: data.total, questions: data.groups.length })}
          {shown < data.total && <> {t('reports.truncated', { shown, count: data.total })}</>}
        </p>
        <ul className={styles.groups} aria-busy={list.isFetching}>
          {data.groups.map((group) => (
            <li key={group.question.id}>
              <ReportGroupCard group={group} onEdit={onEdit} onHandled={handled} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-reports-heading" className={styles.tab}>
      <div className={styles.top}>
        <div>
          <h2 id="admin-reports-heading" ref={heading} tabIndex={-1} className={styles.heading}>
            {t('reports.heading')}
          </h2>
          <p className={form.hint}>{t('reports.lead')}</p>
        </div>
        <div className={`${form.field} ${styles.filter}`}>
          <label htmlFor={statusId} className={form.label}>
            {t('reports.status')}
          </label>
          <select id={statusId} className={form.control} value={status} onChange={(event) => setStatus(event.currentTarget.value as ReportStatus)}>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`reports.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.list}>{content}</div>
    </section>
  );
}
