import { TERM_MARK } from '@shared/contract/lesson-content';

export type TextPart = { kind: 'text'; text: string } | { kind: 'term'; text: string; id: string };

/** A lesson's running text split into plain runs and key terms (`[[shown|term-id]]`, or `[[term id]]`). */
export function parseTermMarks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TERM_MARK)) {
    const shown = match[1]!;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'term', text: shown, id: match[2] ?? shown.trim().toLowerCase().replace(/\s+/g, '-') });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The text as read aloud or searched: term marks replaced by their shown words. */
export const plainLessonText = (text: string): string => parseTermMarks(text).map((p) => p.text).join('');
