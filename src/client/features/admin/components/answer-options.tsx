import { ANSWER_LETTERS } from '@shared/constants';
import { indexToLetter } from '@shared/rules/answers';
import { moveOption, shuffleAnswers, type AnswerSet } from '@shared/rules/reorder';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import styles from './answer-options.module.css';

/**
 * The four options with the correct-answer radio. Moving or shuffling goes through the shared
 * reorder rules, so the correct-answer marker always stays on the same answer text.
 */
export function AnswerOptions({ set, onChange }: { set: AnswerSet; onChange: (set: AnswerSet) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [reordering, setReordering] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const moveId = (index: number, direction: -1 | 1) => `${id}-move-${direction < 0 ? 'up' : 'down'}-${index}`;

  function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    const next = moveOption(set, index, direction);
    // Render first, then keep focus on the option that moved (its button may now be disabled).
    flushSync(() => onChange(next));
    const same = document.getElementById(moveId(target, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveId(target, direction < 0 ? 1 : -1)) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
    const text = next.options[target]?.trim();
    setAnnouncement(text ? t('modal.moved', { text, letter: indexToLetter(target) }) : t('modal.movedBlank', { letter: indexToLetter(target) }));
  }

  function shuffle() {
    const next = shuffleAnswers(set);
    onChange(next);
    setAnnouncement(next.correctAnswer >= 0 ? t('modal.shuffled', { letter: indexToLetter(next.correctAnswer) }) : t('modal.shuffledNoAnswer'));
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={form.label}>{t('modal.options')}</legend>
      <p className={form.hint}>{t('modal.optionsHint')}</p>
      <ol className={`${styles.list} ${reordering ? styles.reordering : ''}`}>
        {ANSWER_LETTERS.map((letter, index) => {
          const inputId = `${id}-option-${index}`;
          const correct = set.correctAnswer === index;
          return (
            <li key={letter} className={`${styles.row} ${correct ? styles.correct : ''}`}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-correct`}
                  aria-label={t('modal.correctFor', { letter })}
                  checked={correct}
                  onChange={() => onChange({ options: set.options, correctAnswer: index })}
                />
              </label>
              <span className={styles.letter} aria-hidden="true">
                {letter}
              </span>
              <label htmlFor={inputId} className="visually-hidden">
                {t('modal.option', { letter })}
              </label>
              {/* A two-line box, so long answers stay readable on a phone; answers are one line of text. */}
              <textarea
                id={inputId}
                rows={2}
                className={`${form.control} ${styles.input}`}
                value={set.options[index] ?? ''}
                onChange={(e) => {
                  const value = e.target.value.replace(/\s*\n\s*/g, ' ');
                  onChange({ options: set.options.map((o, i) => (i === index ? value : o)), correctAnswer: set.correctAnswer });
                }}
              />
              <span className={styles.extras}>
                {correct && (
                  <span className={styles.tag}>
                    <span aria-hidden="true">✓ </span>
                    {t('modal.correctTag')}
                  </span>
                )}
                {reordering && (
                  <span className={styles.moves}>
                    <button
                      type="button"
                      id={moveId(index, -1)}
                      className={styles.move}
                      aria-label={t('modal.moveUp', { letter })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      id={moveId(index, 1)}
                      className={styles.move}
                      aria-label={t('modal.moveDown', { letter })}
                      disabled={index === ANSWER_LETTERS.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.tools}>
        <Button variant="ghost" size="sm" aria-pressed={reordering} onClick={() => setReordering((on) => !on)}>
          {reordering ? t('modal.reorderOff') : t('modal.reorderOn')}
        </Button>
        {reordering && (
          <Button variant="ghost" size="sm" aria-label={t('modal.shuffleLabel')} onClick={shuffle}>
            <span aria-hidden="true">⇄</span> {t('modal.shuffle')}
          </Button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
