import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { loadFlashcards } from './load-flashcards';

const question = (id: string) => buildQuestionRecord(0, { id, question: `Question ${id}?` });

afterEach(() => vi.restoreAllMocks());

describe('loadFlashcards', () => {
  it('uses the API when it answers', async () => {
    const loadOffline = vi.fn();
    const set = await loadFlashcards('HIS', { fetchQuestions: async () => [question('1')], loadOffline });
    expect(set).toEqual({ questions: [question('1')], offline: false });
    expect(loadOffline).not.toHaveBeenCalled();
  });

  it("falls back to the device's copy of the bank for the same category, shuffled", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadOffline = vi.fn(async () => [question('1'), question('2'), question('3')]);
    const set = await loadFlashcards(
      'GEO',
      { fetchQuestions: () => Promise.reject(new Error('down')), loadOffline, random: () => 0 },
    );
    expect(loadOffline).toHaveBeenCalledWith('GEO');
    expect(set.offline).toBe(true);
    expect(set.questions.map((q) => q.id).sort()).toEqual(['1', '2', '3']);
    expect(set.questions.map((q) => q.id)).not.toEqual(['1', '2', '3']);
  });

  it('fails when the device has no copy of the bank either, or cannot read it', async () => {
    await expect(loadFlashcards('ALL', { fetchQuestions: () => Promise.reject(new Error('down')), loadOffline: async () => undefined })).rejects.toThrow('down');
    await expect(loadFlashcards('ALL', { fetchQuestions: () => Promise.reject(new Error('down')), loadOffline: async () => [] })).rejects.toThrow('down');
    await expect(
      loadFlashcards('ALL', { fetchQuestions: () => Promise.reject(new Error('down')), loadOffline: () => Promise.reject(new Error('blocked')) }),
    ).rejects.toThrow('blocked');
  });

  it('does not fall back when the load was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const loadOffline = vi.fn();
    await expect(loadFlashcards('ALL', { fetchQuestions: () => Promise.reject(new Error('aborted')), loadOffline }, controller.signal)).rejects.toThrow('aborted');
    expect(loadOffline).not.toHaveBeenCalled();
  });
});
