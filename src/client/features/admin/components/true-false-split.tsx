import type { TrueFalseSplit } from '@shared/contract/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { NAMESPACE } from '../i18n';
import styles from './distribution-report.module.css';

/** The true/false questions, balanced apart from the A-D letters: how many are true, how many false. */
export function TrueFalseSplitCard({ split }: { split: TrueFalseSplit }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <Card className={styles.bars} data-testid="true-false-split">
      <h3 className={styles.subheading} id={headingId}>
        {t('distribution.trueFalseHeading')}
      </h3>
      <p className={styles.note}>{t('distribution.trueFalseNote', { count: split.total })}</p>
      <ul className={styles.split} aria-labelledby={headingId}>
        <li>
          <strong>{t('distribution.answerTrue')}</strong> {t('distribution.share', { count: split.true.count, percentage: split.true.percentage })}
        </li>
        <li>
          <strong>{t('distribution.answerFalse')}</strong> {t('distribution.share', { count: split.false.count, percentage: split.false.percentage })}
        </li>
      </ul>
    </Card>
  );
}
