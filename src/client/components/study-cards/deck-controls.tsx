import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import type { CardMark } from './deck-state';
import { STUDY_CARDS_NAMESPACE } from './i18n';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, FlipIcon, RepeatIcon } from '../ui/icons';
import styles from './flashcard-deck.module.css';

export function DeckControls({
  showAnswer,
  isFirst,
  isLast,
  onFlip,
  onPrevious,
  onNext,
  onMark,
}: {
  showAnswer: boolean;
  isFirst: boolean;
  isLast: boolean;
  onFlip: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onMark: (mark: CardMark) => void;
}) {
  const { t } = useTranslation(STUDY_CARDS_NAMESPACE);
  return (
    <div className={styles.controls}>
      <div className={styles.navRow}>
        <Button variant="ghost" className={styles.prev} icon={<ArrowLeftIcon />} onClick={onPrevious} disabled={isFirst}>
          <span className={styles.navLabel}>{t('previous')}</span>
        </Button>
        <Button className={styles.flip} icon={<FlipIcon />} onClick={onFlip}>
          {showAnswer ? t('showQuestion') : t('showAnswer')}
        </Button>
        <Button variant="ghost" className={styles.next} onClick={onNext} disabled={isLast}>
          <span className={styles.navLabel}>{t('next')}</span>
          <ArrowRightIcon />
        </Button>
      </div>
      <div className={styles.markRow}>
        <Button variant="ghost" className={styles.needReview} icon={<RepeatIcon />} onClick={() => onMark('review')}>
          {t('needReview')}
        </Button>
        <Button variant="ghost" className={styles.knowThis} icon={<CheckIcon />} onClick={() => onMark('known')}>
          {t('iKnowThis')}
        </Button>
      </div>
    </div>
  );
}
