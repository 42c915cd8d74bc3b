import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_PATHS } from '@shared/api-paths';
import type { OutcomeCalibration } from '@shared/contract/outcomes';
import { Page, Section } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useLang } from '../../lib/i18n/use-lang';
import { atLocalDay } from '../../lib/learning/local-day';
import { NAMESPACE } from './i18n';
import simulation from './estimate-simulation.json';
import styles from './plan.module.css';

const whole = (share: number) => String(Math.round(100 * share));

/** The simulation's figures, as `npm run bench` last wrote them (bench/estimate-accuracy.ts --write). */
function Simulated() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const number = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA');
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long' }).format(atLocalDay(simulation.measuredOn));
  return (
    <>
      <p>{t('accuracy.simBody', { learners: number.format(simulation.learners) })}</p>
      <ul className={styles.accuracyFigures}>
        <li>{t('accuracy.range', { percent: whole(simulation.covered) })}</li>
        <li>{t('accuracy.brier', { brier: number.format(simulation.brier), base: number.format(simulation.baseBrier) })}</li>
      </ul>
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="simulation-table">
          <caption>{t('accuracy.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('accuracy.colShown')}</th>
              <th scope="col">{t('accuracy.colLearners')}</th>
              <th scope="col">{t('accuracy.colMean')}</th>
              <th scope="col">{t('accuracy.colPassed')}</th>
            </tr>
          </thead>
          <tbody>
            {simulation.tenths.map((row) => (
              <tr key={row.tenth}>
                <th scope="row">{t('accuracy.band', { low: row.tenth * 10, high: row.tenth * 10 + 10 })}</th>
                <td>{number.format(row.learners)}</td>
                <td>{row.meanPredicted === null ? '–' : t('accuracy.percent', { value: whole(row.meanPredicted) })}</td>
                <td>{row.passed === null ? '–' : t('accuracy.percent', { value: whole(row.passed) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{t('accuracy.few')}</p>
      <p className={styles.hint}>{t('accuracy.measured', { date, passed: whole(simulation.passRate) })}</p>
    </>
  );
}

/** What learners reported after their test, by the estimate they had been shown: a band's pass rate once it has enough reports. */
function Reported() {
  const { t } = useTranslation(NAMESPACE);
  const query = useQuery({
    queryKey: ['outcome-calibration'],
    queryFn: async ({ signal }) => (await api.get<{ data: OutcomeCalibration }>(API_PATHS.outcomeCalibration, undefined, signal)).data,
  });
  let body;
  if (query.isPending) body = <p role="status">{t('accuracy.loading')}</p>;
  else if (query.isError) body = <p role="alert">{t('accuracy.loadFailed')}</p>;
  else {
    const data = query.data;
    const shown = data.bands.filter((b) => b.shown);
    const total = data.bands.reduce((sum, b) => sum + b.reports, 0) + data.withoutBand + data.preferNot;
    body =
      shown.length === 0 ? (
        <p>{t('accuracy.realNone', { min: data.minReports, count: total })}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>{t('accuracy.realCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accuracy.colShown')}</th>
                <th scope="col">{t('accuracy.colReports')}</th>
                <th scope="col">{t('accuracy.colPassed')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((b) => (
                <tr key={b.band}>
                  <th scope="row">{t('accuracy.band', { low: b.band * 10, high: b.band * 10 + 10 })}</th>
                  <td>{b.reports}</td>
                  <td>{t('accuracy.percent', { value: whole(b.passed / b.reports) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
  return (
    <>
      <p>{t('accuracy.realBody')}</p>
      <div aria-live="polite" data-testid="estimate-accuracy">
        {body}
      </div>
    </>
  );
}

/** /plan/accuracy: how accurate the pass estimate is, on simulated learners and from real learners' reports (issue 30). */
export function AccuracyPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Page title={t('accuracy.title')} lead={t('accuracy.lead')} width="narrow">
      <Section title={t('accuracy.simTitle')} id="simulated">
        <Simulated />
      </Section>
      <Section title={t('accuracy.realTitle')} id="reported">
        <Reported />
      </Section>
      <Section title={t('accuracy.limitsTitle')} id="limits">
        <p>{t('accuracy.limitsBody')}</p>
        <p>
          <Link to={paths.plan.getHref()}>{t('accuracy.back')}</Link>
        </p>
      </Section>
    </Page>
  );
}
