import { ADMIN_FALLBACK_STATS } from '../../../config/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAdminStats } from '../api/stats';
import { NAMESPACE } from '../i18n';
import type { AdminTab } from '../logic/admin-tabs';
import { OutcomesTable } from './outcomes-table';
import { StatCard } from './stat-card';
import styles from './dashboard-tab.module.css';

const number = new Intl.NumberFormat('en-CA');

export function DashboardTab({ onOpenTab, onAddQuestion }: { onOpenTab: (tab: AdminTab) => void; onAddQuestion: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const stats = useAdminStats();
  const failed = stats.isError && !stats.data;
  const figures = stats.data ?? ADMIN_FALLBACK_STATS;
  const live = stats.data;
  const pending = stats.isPending;
  const shown = (value: string) => (pending ? <span className={styles.placeholder} aria-hidden="true" /> : value);
  const questionsNote = [t('dashboard.questionsNote'), live?.deletedQuestions ? t('dashboard.deletedNote', { count: live.deletedQuestions }) : ''].filter(Boolean).join(' ');
  const actions = [
    { key: 'manageQuestions', onClick: () => onOpenTab('questions') },
    { key: 'viewAnalytics', onClick: () => onOpenTab('distribution') },
    { key: 'reviewReports', onClick: () => onOpenTab('reports') },
    { key: 'addQuestion', onClick: onAddQuestion },
  ] as const;

  return (
    <section aria-labelledby="admin-dashboard-heading">
      <h2 id="admin-dashboard-heading" className="visually-hidden">
        {t('dashboard.heading')}
      </h2>
      <ul className={styles.stats} aria-busy={pending}>
        <li>
          <StatCard
            label={t('dashboard.questionsInBank')}
            value={shown(failed ? t('dashboard.totalFallback', { count: figures.totalQuestions }) : number.format(figures.totalQuestions))}
            note={questionsNote}
            tab="questions"
            onOpenTab={onOpenTab}
          />
        </li>
        <li>
          <StatCard label={t('dashboard.categories')} value={shown(number.format(figures.totalCategories))} note={t('dashboard.categoriesNote')} tab="questions" onOpenTab={onOpenTab} />
        </li>
        <li>
          <StatCard
            label={live ? t('dashboard.activeLearners', { count: live.activeUsersWindowDays }) : t('dashboard.activeLearnersUnknownWindow')}
            value={shown(number.format(figures.activeUsers))}
            note={t('dashboard.activeLearnersNote')}
            onOpenTab={onOpenTab}
          />
        </li>
        <li>
          {/* Unknown, not 0, when the figures are unavailable: "0 open reports" would hide learners' reports. */}
          <StatCard
            label={t('dashboard.openReports')}
            value={shown(live ? number.format(live.openReports) : t('dashboard.unknown'))}
            note={t('dashboard.openReportsNote')}
            tab="reports"
            onOpenTab={onOpenTab}
          />
        </li>
      </ul>
      {failed && <p className={styles.note}>{t('dashboard.fallbackNote')}</p>}

      <h3 className={styles.actionsHeading}>{t('dashboard.actionsHeading')}</h3>
      <ul className={styles.actions}>
        {actions.map((action) => (
          <li key={action.key}>
            <Card className={styles.action}>
              <p className={styles.hint}>{t(`dashboard.${action.key}Hint`)}</p>
              <Button variant="secondary" onClick={action.onClick}>
                {t(`dashboard.${action.key}`)}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <OutcomesTable />
    </section>
  );
}
