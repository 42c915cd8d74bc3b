import { ANSWER_LETTERS, BALANCE_MAX_PERCENTAGE, BALANCE_MIN_PERCENTAGE, FIX_OVER_PERCENTAGE } from '@shared/constants';
import type { TrueFalseSplit } from '@shared/contract/admin';
import type { AnswerDistribution } from '@shared/rules/distribution';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { NAMESPACE } from '../i18n';
import { balancedLetterCount, letterRows, recommendations } from '../logic/distribution-view';
import { LetterBar } from './letter-bar';
import { TrueFalseSplitCard } from './true-false-split';
import styles from './distribution-report.module.css';

const number = new Intl.NumberFormat('en-CA');

/** The A-D balance of the multiple-choice questions, and apart from it the true/false split. */
export function DistributionReport({ result, trueFalse, busy }: { result: AnswerDistribution; trueFalse: TrueFalseSplit; busy: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const barsId = useId();
  const rows = letterRows(result);
  const balanced = balancedLetterCount(rows);
  const advice = recommendations(rows);
  const allBalanced = balanced === ANSWER_LETTERS.length;
  const bounds = { min: BALANCE_MIN_PERCENTAGE, max: BALANCE_MAX_PERCENTAGE };

  return (
    <div className={styles.report} aria-busy={busy}>
      <h3 className="visually-hidden">{t('distribution.summary')}</h3>
      <ul className={styles.summary}>
        <li>
          <Card className={styles.card}>
            <p className={styles.label}>{t('distribution.total')}</p>
            <p className={styles.value}>{number.format(result.total)}</p>
          </Card>
        </li>
        <li>
          <Card className={styles.card}>
            <p className={styles.label}>{t('distribution.balanced')}</p>
            <p className={styles.value}>{t('distribution.balancedValue', { count: balanced, total: ANSWER_LETTERS.length })}</p>
          </Card>
        </li>
        <li>
          <Card className={`${styles.card} ${allBalanced ? styles.ok : styles.attention}`}>
            <p className={styles.label}>{t('distribution.overall')}</p>
            <p className={styles.value}>
              <span aria-hidden="true">{allBalanced ? '✓ ' : '! '}</span>
              {allBalanced ? t('distribution.overallBalanced') : t('distribution.overallNeedsFix')}
            </p>
          </Card>
        </li>
      </ul>
      {trueFalse.total > 0 && <p className={styles.reason}>{t('distribution.trueFalseApart', { count: trueFalse.total, all: number.format(result.total + trueFalse.total) })}</p>}

      {result.total === 0 ? (
        <p className={styles.empty}>{t('distribution.empty')}</p>
      ) : (
        <Card className={styles.bars}>
          <h3 className={styles.subheading} id={barsId}>
            {t('distribution.bars')}
          </h3>
          <p className={styles.note}>{t('distribution.bandNote', bounds)}</p>
          <ul className={styles.barList} aria-labelledby={barsId}>
            {rows.map((row) => (
              <LetterBar key={row.letter} row={row} />
            ))}
          </ul>
        </Card>
      )}
      {trueFalse.total > 0 && <TrueFalseSplitCard split={trueFalse} />}

      <div className={styles.advice}>
        <Card>
          <h3 className={styles.subheading}>{t('distribution.guidelines')}</h3>
          <ul className={styles.points}>
            <li>{t('distribution.guidelineRange', bounds)}</li>
            <li>{t('distribution.guidelineEven')}</li>
            <li>{t('distribution.guidelineFix', { over: FIX_OVER_PERCENTAGE })}</li>
          </ul>
        </Card>
        <Card>
          <h3 className={styles.subheading}>{t('distribution.recommendations')}</h3>
          <ul className={styles.points}>
            {advice.length === 0 && result.total > 0 && <li>{t('distribution.recommendNone')}</li>}
            {advice.map((item) => (
              <li key={item.letter}>
                {t(item.kind === 'reduce' ? 'distribution.recommendReduce' : 'distribution.recommendRaise', {
                  letter: item.letter,
                  percentage: item.percentage,
                })}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
