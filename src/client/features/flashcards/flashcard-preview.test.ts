import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { flashcardKey, flashcardPreviewQuery, growDeck, FLASHCARD_PREVIEW_SIZE } from './flashcard-preview';
import type { ContentSource } from '@shared/page-render';

const question = (id: string) => buildQuestionRecord(0, { id, question: `Question ${id}?` });

describe('flashcard preview', () => {
  it('asks the bank for a random preview of the category in the URL, with the size of the full deck', () => {
    const asked: [string, number][] = [];
    const source = {
      sampleQuestions: (category: string, count: number) => {
        asked.push([category, count]);
        return [question('a')];
      },
      questionsOf: (category: string) => (category === 'HIS' ? [question('a'), question('b'), question('c')] : []),
      stats: () => ({ totalQuestions: 412, totalCategories: 6, questionsPerTest: 20 }),
    } as unknown as ContentSource;
    const query = flashcardPreviewQuery(source, new URLSearchParams('category=history'));
    expect(asked).toEqual([['HIS', FLASHCARD_PREVIEW_SIZE]]);
    expect(query.queryKey).toEqual(flashcardKey('HIS'));
    expect(query.data).toMatchObject({ questions: [question('a')], preview: true, total: 3 });
    expect(flashcardPreviewQuery(source, new URLSearchParams('category=atlantis')).data).toMatchObject({ total: 412 });
    expect(asked[1]).toEqual(['ALL', FLASHCARD_PREVIEW_SIZE]);
  });

  it('grows into the full deck: preview cards first, each question once, same deck id', () => {
    const preview = { questions: [question('b'), question('a')], offline: false, deckId: 0, preview: true as const };
    const full = { questions: [question('a'), question('c'), question('b'), question('d')], offline: false, deckId: 7 };
    const grown = growDeck(preview, full);
    expect(grown.questions.map((q) => q.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(grown).toMatchObject({ deckId: 0, offline: false });
    expect(grown).not.toHaveProperty('preview');
  });
});
