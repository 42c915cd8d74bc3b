import type { LessonBlock } from '@shared/contract/lesson-content';
import styles from './timeline.module.css';

type TimelineEvent = Extract<LessonBlock, { type: 'timeline' }>['events'][number];

/** Dates in order on a line: a real ordered list, the year above the text (beside it when there is room). */
export function TimelineFigure({ events }: { events: TimelineEvent[] }) {
  // role="list": Safari does not announce a list whose markers are hidden.
  return (
    <ol role="list" className={styles.timeline}>
      {events.map((event, i) => (
        <li key={i} className={styles.event}>
          <strong className={styles.year}>{event.year}</strong>
          <span className={styles.text}>{event.text}</span>
        </li>
      ))}
    </ol>
  );
}
