import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import type { Answers } from '../logic/test-result';
import styles from './question-map.module.css';

interface Props {
  answers: Answers;
  flags: readonly boolean[];
  current: number;
  onJump: (index: number) => void;
  onFinish: () => void;
}

/**
 * One button per question with its state (answered, flagged, current) that jumps to it, and
 * Finish Test. A disclosure, open on wide screens and folded on phones so it never covers the
 * question.
 */
export function QuestionMap({ answers, flags, current, onJump, onFinish }: Props) {
  const { t } = useTranslation(NAMESPACE);
  // The test screen is never server-rendered, so the screen width can be read at once.
  const [open, setOpen] = useState(() => window.matchMedia('(min-width: 768px)').matches);
  const answered = answers.filter((a) => a !== null).length;

  return (
    <section className={styles.map} aria-labelledby="question-map-title">
      <h2 id="question-map-title" className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="question-map-list" onClick={() => setOpen(!open)}>
          {t('map.title')}
          <span className={styles.summary}>{t('map.summary', { answered, total: answers.length, flagged: flags.filter(Boolean).length })}</span>
        </button>
      </h2>
      <div id="question-map-list" hidden={!open}>
        <ol className={styles.grid}>
          {answers.map((answer, index) => {
            const state = [answer === null ? t('map.unanswered') : t('map.answered'), flags[index] ? t('map.flagged') : null].filter(Boolean).join(', ');
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`${styles.cell} ${answer === null ? '' : styles.answered} ${flags[index] ? styles.flagged : ''}`}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={t('map.cell', { number: index + 1, state })}
                  onClick={() => onJump(index)}
                >
                  {index + 1}
                  {flags[index] && <span className={styles.flagMark} aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ol>
        <p className={styles.legend} aria-hidden="true">
          <span className={`${styles.key} ${styles.answered}`} /> {t('map.answered')} <span className={`${styles.key} ${styles.flagged}`} /> {t('map.flagged')}
        </p>
        <Button variant="secondary" onClick={onFinish} className={styles.finish}>
          {t('map.submit')}
        </Button>
      </div>
    </section>
  );
}
