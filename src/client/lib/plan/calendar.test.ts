import { describe, expect, it } from 'vitest';
import { planCalendar } from './calendar';

const NOW = new Date(2026, 10, 28, 10).getTime();
const TEXTS = { test: 'Citizenship test', testDescription: 'Bring your ID.', study: 'Study for the citizenship test', studyDescription: "Today's plan: https://example.test/plan", url: 'https://example.test/plan' };

/** The content lines after unfolding (RFC 5545 §3.1: CRLF followed by a space continues a line). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('planCalendar', () => {
  const ics = planCalendar('2026-12-20', 30, NOW, TEXTS)!;

  it('is one VCALENDAR with its required properties, in CRLF lines of at most 75 octets', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = unfold(ics);
    expect(unfolded).toContain('VERSION:2.0');
    expect(unfolded.some((l) => l.startsWith('PRODID:'))).toBe(true);
  });

  it('holds the test day as an all-day event and a daily study session until the day before it', () => {
    const unfolded = unfold(ics);
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261220');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20261221');
    expect(unfolded).toContain('SUMMARY:Citizenship test');
    // Floating local time at 19:00 from today, 22 sessions (28 November to 19 December), 30 minutes each.
    expect(unfolded).toContain('DTSTART:20261128T190000');
    expect(unfolded).toContain('RRULE:FREQ=DAILY;COUNT=22');
    expect(unfolded).toContain('DURATION:PT30M');
    // Every event has its own UID and a DTSTAMP, as the RFC requires.
    const uids = unfolded.filter((l) => l.startsWith('UID:'));
    expect(new Set(uids).size).toBe(2);
    expect(unfolded.filter((l) => l.startsWith('DTSTAMP:'))).toHaveLength(2);
    // Text values escape commas and semicolons.
    expect(unfolded.some((l) => l.startsWith('DESCRIPTION:Today'))).toBe(true);
  });

  it('gives nothing without a date to come', () => {
    expect(planCalendar(null, 30, NOW, TEXTS)).toBeNull();
    expect(planCalendar('2026-11-28', 30, NOW, TEXTS)).toBeNull();
    expect(planCalendar('2026-11-01', 30, NOW, TEXTS)).toBeNull();
  });
});
