import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { addDays, daysUntil, startOfLocalDay } from '../learning/local-day';

export interface CalendarTexts {
  test: string;
  testDescription: string;
  study: string;
  studyDescription: string;
  url: string;
}

/** The hour a day's study session starts, local time (a learner moves it in their calendar). */
const STUDY_HOUR = 19;

const dayArray = (date: string): DateArray => date.split('-').map(Number) as DateArray;

/**
 * The plan as an iCalendar file (RFC 5545, written by the `ics` library): the test day as an
 * all-day event, and a daily study session from today until the day before it, in local time
 * (floating), so it stays at the same hour wherever the learner is. Null without a future date.
 */
export function planCalendar(testDate: string | null, minutesPerDay: number, now: number, texts: CalendarTexts): string | null {
  const days = daysUntil(testDate, now);
  if (testDate === null || days === null || days < 1) return null;
  const today = new Date(startOfLocalDay(now));
  const events: EventAttributes[] = [
    {
      uid: `citizenship-test-${testDate}@citizenship-test-prep`,
      start: dayArray(testDate),
      end: dayArray(addDays(testDate, 1)),
      title: texts.test,
      description: texts.testDescription,
      url: texts.url,
      busyStatus: 'BUSY',
      alarms: [{ action: 'display', description: texts.test, trigger: { hours: 18, before: true } }],
    },
    {
      uid: `citizenship-study-${testDate}@citizenship-test-prep`,
      start: [today.getFullYear(), today.getMonth() + 1, today.getDate(), STUDY_HOUR, 0],
      startInputType: 'local',
      startOutputType: 'local',
      duration: { minutes: minutesPerDay },
      recurrenceRule: `FREQ=DAILY;COUNT=${days}`,
      title: texts.study,
      description: texts.studyDescription,
      url: texts.url,
      busyStatus: 'BUSY',
    },
  ];
  const { error, value } = createEvents(events, { productId: 'citizenship-test-prep/plan', calName: texts.test });
  if (error || !value) return null;
  return value;
}
