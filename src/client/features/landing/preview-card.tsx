import { useTranslation } from 'react-i18next';
import { ANSWER_LETTERS } from '@shared/constants';
import { NAMESPACE } from './i18n';
import styles from './preview-card.module.css';

/** A static picture of the practice test: what a question looks like. */
export function PreviewCard() {
  const { t } = useTranslation(NAMESPACE);
  const options = t('preview.options', { returnObjects: true }) as string[];
  return (
    <figure className={styles.card} aria-label={t('preview.label')}>
      <div className={styles.top}>
        <span className={styles.progress}>{t('preview.progress')}</span>
        <span className={styles.timer}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
            <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 9v4l2.5 2M9 3h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('preview.timer')}
        </span>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span />
      </div>
      <p className={styles.question}>{t('preview.question')}</p>
      <ul className={styles.options}>
        {options.map((option, index) => (
          <li key={option} className={index === 1 ? styles.correct : undefined}>
            <span className={styles.letter}>{ANSWER_LETTERS[index]}</span>
            {option}
          </li>
        ))}
      </ul>
      <figcaption className={styles.hint}>{t('preview.hint')}</figcaption>
    </figure>
  );
}
