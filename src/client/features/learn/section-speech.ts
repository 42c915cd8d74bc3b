import type { LessonBlock } from '@shared/contract/lesson-content';
import { plainLessonText } from '@shared/lesson-text';

type TreeNode = Extract<LessonBlock, { type: 'tree' }>['root'];

function treeTexts(node: TreeNode): string[] {
  return [node.detail ? `${node.label}: ${node.detail}` : node.label, ...(node.children ?? []).flatMap(treeTexts)];
}

/** What "Listen" says for a block: its words as the page shows them, figures as their lists. */
function blockSpeech(block: LessonBlock): string[] {
  switch (block.type) {
    case 'p':
    case 'change':
      return [plainLessonText(block.text)];
    case 'list':
      return block.items.map(plainLessonText);
    case 'timeline':
      return [block.caption, ...block.events.map((e) => `${e.year}: ${e.text}`)];
    case 'map':
      return [block.caption, ...block.places.map((p) => `${p.name}: ${p.capital}.${p.note ? ` ${p.note}` : ''}`)];
    case 'tree':
      return [block.caption, ...treeTexts(block.root)];
    case 'symbols':
      return [block.caption, ...block.items.map((i) => `${i.name}: ${i.text}`)];
  }
}

/** A section read aloud: its title, its blocks in order, then what to remember. */
export function sectionSpeech(section: { title: string; blocks: readonly LessonBlock[]; keyPoints: readonly string[] }, rememberLabel: string): string[] {
  return [section.title, ...section.blocks.flatMap(blockSpeech), rememberLabel, ...section.keyPoints];
}
