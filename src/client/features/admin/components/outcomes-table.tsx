import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shared/api-paths';
import type { OutcomeCalibration } from '@shared/contract/outcomes';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../api/keys';
import { adminQueryDefaults } from '../api/query-defaults';
import { NAMESPACE } from '../i18n';
import styles from './dashboard-tab.module.css';

/**
 * Learners' reported test outcomes by the pass estimate's tenth shown before the test (issue 30):
 * the estimate's calibration on real learners, with counts (a band with few reports says little).
 */
export function OutcomesTable() {
  const { t } = useTranslation(NAMESPACE);
  const outcomes = useQuery({
    queryKey: [...adminKeys.all, 'outcomes'],
    queryFn: async ({ signal }) => (await api.get<{ data: OutcomeCalibration }>(API_PATHS.adminOutcomes, undefined, signal)).data,
    ...adminQueryDefaults,
  });
  const data = outcomes.data;
  return (
    <>
      <h3 className={styles.actionsHeading} id="outcomes-heading">
        {t('outcomes.heading')}
      </h3>
      <p className={styles.note}>{t('outcomes.lead')}</p>
      {data && (
        <div className={styles.tableScroll}>
          <table className={styles.outcomes} aria-labelledby="outcomes-heading">
            <thead>
              <tr>
                <th scope="col">{t('outcomes.band')}</th>
                <th scope="col">{t('outcomes.reports')}</th>
                <th scope="col">{t('outcomes.passed')}</th>
                <th scope="col">{t('outcomes.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.bands.map((b) => (
                <tr key={b.band}>
                  <th scope="row">{`${b.band * 10}–${b.band * 10 + 10} %`}</th>
                  <td>{b.reports}</td>
                  <td>{b.passed}</td>
                  <td>{b.reports === 0 ? '—' : `${Math.round((100 * b.passed) / b.reports)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <p className={styles.note}>{t('outcomes.others', { withoutBand: data.withoutBand, preferNot: data.preferNot, min: data.minReports })}</p>}
    </>
  );
}
