import type { CategoryCode } from '@shared/categories';
import { BALANCE_MAX_PERCENTAGE, BALANCE_MIN_PERCENTAGE } from '@shared/constants';
import { needsFix } from '@shared/rules/distribution';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryOptions } from './category-options';
import { Button } from '../../../components/ui/button';
import { StateView } from '../../../components/ui/state-view';
import { useAnswerDistribution, useApplyFix, usePreviewFix } from '../api/distribution';
import { useCategoryChoices } from '../hooks/use-category-choices';
import { NAMESPACE } from '../i18n';
import { DistributionReport } from './distribution-report';
import { FixDistributionDialog } from './fix-distribution-dialog';
import form from './form.module.css';
import { serverMessage } from '../api/query-defaults';
import styles from './distribution-tab.module.css';

export function DistributionTab({ onFixed }: { onFixed: (moved: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const selectId = useId();
  const categories = useCategoryChoices();
  const [category, setCategory] = useState<CategoryCode | undefined>(undefined);
  const distribution = useAnswerDistribution(category);
  const preview = usePreviewFix();
  const apply = useApplyFix();
  const [confirming, setConfirming] = useState(false);
  const scope = categories.find((c) => c.code === category)?.name ?? t('fix.scopeAll');

  const fail = (error: unknown) => {
    setConfirming(false);
    window.alert(serverMessage(error) ?? t('distribution.fixFailed'));
  };
  function onFix() {
    preview.reset();
    setConfirming(true);
    preview.mutate(category, { onError: fail });
  }
  function onConfirm() {
    if (!preview.data) return;
    apply.mutate({ category, basis: preview.data.basis }, {
      onSuccess: (result) => {
        setConfirming(false);
        onFixed(result.moved);
      },
      onError: fail,
    });
  }

  const data = distribution.data;
  return (
    <section aria-labelledby="admin-distribution-heading" className={styles.tab}>
      <div>
        <h2 id="admin-distribution-heading" className={styles.heading}>
          {t('distribution.heading')}
        </h2>
        <p className={styles.lead}>{t('distribution.lead', { min: BALANCE_MIN_PERCENTAGE, max: BALANCE_MAX_PERCENTAGE })}</p>
      </div>
      <div className={styles.toolbar}>
        <div className={`${form.field} ${styles.filter}`}>
          <label className={form.label} htmlFor={selectId}>
            {t('distribution.category')}
          </label>
          <select
            id={selectId}
            className={form.control}
            value={category ?? ''}
            onChange={(e) => setCategory(categories.find((c) => c.code === e.target.value)?.code)}
          >
            <option value="">{t('categories.ALL', { ns: 'common' })}</option>
            <CategoryOptions categories={categories} />
          </select>
        </div>
        {data && needsFix(data) && (
          <Button onClick={onFix} disabled={confirming}>
            {t('distribution.fix')}
          </Button>
        )}
      </div>

      {distribution.isPending && (
        <p className={styles.state} role="status">
          {t('distribution.loading')}
        </p>
      )}
      {distribution.isError && !data && (
        <StateView
          tone="error"
          title={t('distribution.loadFailed')}
          actions={<Button onClick={() => void distribution.refetch()}>{t('distribution.tryAgain')}</Button>}
        />
      )}
      {data && <DistributionReport result={data} trueFalse={data.trueFalse} busy={distribution.isPlaceholderData} />}

      <FixDistributionDialog
        open={confirming}
        scope={scope}
        preview={preview.data}
        applying={apply.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
