import { ADMIN_FALLBACK_STATS } from '../../../config/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAdminStats } from '../api/stats';
import { NAMESPACE } from '../i18n';
import type { AdminTab } from '../logic/admin-tabs';
import styles from './dashboard-tab.module.css';

const number = new Intl.NumberFormat('en-CA');

export function DashboardTab({ onOpenTab, onAddQuestion }: { onOpenTab: (tab: AdminTab) => void; onAddQuestion: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const stats = useAdminStats();
  const failed = stats.isError && !stats.data;
  const figures = stats.data ?? ADMIN_FALLBACK_STATS;
  const cards = [
    {
      key: 'totalQuestions',
      value: failed ? t('dashboard.totalFallback', { count: figures.totalQuestions }) : number.format(figures.totalQuestions),
    },
    { key: 'categories', value: number.format(figures.totalCategories) },
    { key: 'loadedQuestions', value: number.format(figures.loadedQuestions) },
    { key: 'activeUsers', value: number.format(figures.activeUsers) },
    // Unknown, not 0, when the figures are unavailable: "0 open reports" would hide learners' reports.
    { key: 'openReports', value: stats.data ? number.format(stats.data.openReports) : t('dashboard.unknown') },
  ] as const;

  return (
    <section aria-labelledby="admin-dashboard-heading">
      <h2 id="admin-dashboard-heading" className="visually-hidden">
        {t('dashboard.heading')}
      </h2>
      <ul className={styles.stats} aria-busy={stats.isPending}>
        {cards.map((card) => (
          <li key={card.key}>
            <Card className={styles.stat}>
              <p className={styles.label}>{t(`dashboard.${card.key}`)}</p>
              <p className={styles.value}>{stats.isPending ? <span className={styles.placeholder} aria-hidden="true" /> : card.value}</p>
            </Card>
          </li>
        ))}
      </ul>
      {failed && <p className={styles.note}>{t('dashboard.fallbackNote')}</p>}

      <h3 className={styles.actionsHeading}>{t('dashboard.actionsHeading')}</h3>
      <ul className={styles.actions}>
        <li>
          <Card className={styles.action}>
            <p className={styles.hint}>{t('dashboard.manageQuestionsHint')}</p>
            <Button onClick={() => onOpenTab('questions')}>{t('dashboard.manageQuestions')}</Button>
          </Card>
        </li>
        <li>
          <Card className={styles.action}>
            <p className={styles.hint}>{t('dashboard.viewAnalyticsHint')}</p>
            <Button variant="secondary" onClick={() => onOpenTab('distribution')}>
              {t('dashboard.viewAnalytics')}
            </Button>
          </Card>
        </li>
        <li>
          <Card className={styles.action}>
            <p className={styles.hint}>{t('dashboard.reviewReportsHint')}</p>
            <Button variant="secondary" onClick={() => onOpenTab('reports')}>
              {t('dashboard.reviewReports')}
            </Button>
          </Card>
        </li>
        <li>
          <Card className={styles.action}>
            <p className={styles.hint}>{t('dashboard.addQuestionHint')}</p>
            <Button variant="ghost" onClick={onAddQuestion}>
              {t('dashboard.addQuestion')}
            </Button>
          </Card>
        </li>
      </ul>
    </section>
  );
}
