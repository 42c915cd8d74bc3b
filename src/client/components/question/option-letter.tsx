import styles from './question.module.css';

/** The letter badge of an answer option; the text beside it (or a hidden label) carries the meaning. */
export function OptionLetter({ letter, className }: { letter: string; className?: string }) {
  return (
    <span className={`${styles.letter} ${className ?? ''}`} aria-hidden="true">
      {letter}
    </span>
  );
}
