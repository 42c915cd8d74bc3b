import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_TEXT_MAX_LENGTH } from '@shared/constants';
import type { ReportRecord, ReportStatus } from '@shared/contract/reports';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../api/query-defaults';
import { useUpdateReport } from '../api/reports';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import styles from './reports-tab.module.css';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat('en-CA');

/** One report: what the learner said, and what the admin does with it (resolve or dismiss with a note, or reopen). */
export function ReportItem({ report, onHandled }: { report: ReportRecord; onHandled: (status: ReportStatus) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [note, setNote] = useState('');
  const update = useUpdateReport();
  const handle = (status: ReportStatus) =>
    !update.isPending &&
    update.mutate({ id: report.id, status, note: status === 'open' ? undefined : note.trim() || undefined }, { onSuccess: () => onHandled(status) });

  return (
    <div className={styles.report}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('reports.reason')}</dt>
          <dd className={styles.reason}>{t(`reports.reasons.${report.reason}`)}</dd>
        </div>
        <div>
          <dt>{t('reports.language')}</dt>
          <dd>{t(`reports.languages.${report.lang}`)}</dd>
        </div>
        <div>
          <dt>{t('reports.sent')}</dt>
          <dd>
            <time dateTime={report.created_at}>{dateTime.format(new Date(report.created_at))}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.messageBlock}>
        <p className={styles.factLabel}>{t('reports.message')}</p>
        {report.message ? <p className={styles.message}>{report.message}</p> : <p className={styles.muted}>{t('reports.noMessage')}</p>}
      </div>

      {report.status === 'open' ? (
        <div className={styles.handle}>
          <div className={form.field}>
            <label htmlFor={`${id}-note`} className={form.label}>
              {t('reports.noteFor')}
            </label>
            <textarea
              id={`${id}-note`}
              className={`${form.control} ${styles.note}`}
              rows={2}
              maxLength={REPORT_TEXT_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              aria-describedby={`${id}-counter`}
            />
            <p id={`${id}-counter`} className={styles.counter}>
              {t('reports.noteCounter', { length: number.format(note.length), max: number.format(REPORT_TEXT_MAX_LENGTH) })}
            </p>
          </div>
          <div className={styles.actions}>
            <Button size="sm" onClick={() => handle('resolved')} aria-disabled={update.isPending || undefined}>
              {t('reports.resolve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => handle('dismissed')} aria-disabled={update.isPending || undefined}>
              {t('reports.dismiss')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.handle}>
          <p className={styles.muted}>
            {t('reports.handled', {
              status: t(`reports.statuses.${report.status}`),
              who: report.handled_by ?? t('reports.someone'),
              date: report.handled_at ? dateTime.format(new Date(report.handled_at)) : '',
            })}
          </p>
          {report.note && (
            <div className={styles.messageBlock}>
              <p className={styles.factLabel}>{t('reports.note')}</p>
              <p className={styles.message}>{report.note}</p>
            </div>
          )}
          <div className={styles.actions}>
            <Button size="sm" variant="ghost" onClick={() => handle('open')} aria-disabled={update.isPending || undefined}>
              {t('reports.reopen')}
            </Button>
          </div>
        </div>
      )}
      {update.isError && <Alert tone="error">{serverMessage(update.error) ?? t('reports.updateFailed')}</Alert>}
    </div>
  );
}
