import type { LessonBlock } from './contract/lesson-content.js';

/**
 * A key term in running text: `[[shown text|term-id]]`, or `[[term-id]]` when the text is the id
 * with spaces (rare). The term id names an entry of the glossary (any chapter's `terms`). Here,
 * not in the contract, so that a lesson page's code carries no schema library.
 */
export const TERM_MARK = /\[\[([^\]|]+?)(?:\|([a-z0-9-]+))?\]\]/g;

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
export const plainLessonText = (text: string): string =>
  parseTermMarks(text)
    .map((p) => p.text)
    .join('');

type TreeNode = Extract<LessonBlock, { type: 'tree' }>['root'];

/** Every piece of prose in a block, as written (captions and details of figures included, labels not). */
export function blockTexts(block: LessonBlock): string[] {
  switch (block.type) {
    case 'p':
    case 'change':
      return [block.text];
    case 'list':
      return block.items;
    case 'timeline':
      return [block.caption, ...block.events.map((e) => e.text)];
    case 'map':
      return [block.caption, ...block.places.flatMap((p) => (p.note ? [p.note] : []))];
    case 'tree': {
      const details = (node: TreeNode): string[] => [...(node.detail ? [node.detail] : []), ...(node.children ?? []).flatMap(details)];
      return [block.caption, ...details(block.root)];
    }
    case 'symbols':
      return [block.caption, ...block.items.map((i) => i.text)];
  }
}
