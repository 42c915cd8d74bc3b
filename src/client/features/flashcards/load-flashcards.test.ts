import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { loadFlashcards } from './load-flashcards';

const question = (id: string) => buildQuestionRecord(0, { id, question: `Question ${id}?` });

afterEach(() => vi.restoreAllMocks());

describe('loadFlashcards', () => {
  it('uses the API when it answers', async () => {
    const loadBundled = vi.fn();
    const set = await loadFlashcards('HIS', { fetchQuestions: async () => [question('1')], loadBundled });
    expect(set).toEqual({ questions: [question('1')], offline: false });
    expect(loadBundled).not.toHaveBeenCalled();
  });

  it('falls back to the bundled questions of the same category, shuffled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadBundled = vi.fn(async () => [question('1'), question('2'), question('3')]);
    const set = await loadFlashcards(
      'GEO',
      { fetchQuestions: () => Promise.reject(new Error('down')), loadBundled, random: () => 0 },
    );
    expect(loadBundled).toHaveBeenCalledWith('GEO');
    expect(set.offline).toBe(true);
    expect(set.questions.map((q) => q.id).sort()).toEqual(['1', '2', '3']);
    expect(set.questions.map((q) => q.id)).not.toEqual(['1', '2', '3']);
  });

  it('fails when the bundled questions cannot be loaded either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      loadFlashcards('ALL', { fetchQuestions: () => Promise.reject(new Error('down')), loadBundled: () => Promise.reject(new Error('chunk')) }),
    ).rejects.toThrow('chunk');
  });

  it('does not fall back when the load was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const loadBundled = vi.fn();
    await expect(loadFlashcards('ALL', { fetchQuestions: () => Promise.reject(new Error('aborted')), loadBundled }, controller.signal)).rejects.toThrow('aborted');
    expect(loadBundled).not.toHaveBeenCalled();
  });
});
