import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { loadFlashcards } from './load-flashcards';

const question = (id: string) => buildQuestionRecord(0, { id, question: `Question ${id}?` });

afterEach(() => vi.restoreAllMocks());

/** The device's copy could not be brought up to date (offline, storage blocked, an odd answer). */
const noCurrentCopy = () => Promise.reject(new Error('no copy'));

describe('loadFlashcards', () => {
  it("draws the deck from the device's copy once it is current, shuffled, without the random fetch", async () => {
    const steps: string[] = [];
    const fetchQuestions = vi.fn();
    const set = await loadFlashcards('HIS', {
      currentCopy: async (category) => {
        steps.push(`current copy ${category}`);
        return [question('1'), question('2'), question('3')];
      },
      loadOffline: async () => {
        steps.push('copy as it is');
        return [];
      },
      fetchQuestions,
      random: () => 0,
    });
    expect(steps).toEqual(['current copy HIS']);
    expect(fetchQuestions).not.toHaveBeenCalled();
    expect(set.offline).toBe(false);
    expect(set.questions.map((q) => q.id).sort()).toEqual(['1', '2', '3']);
    expect(set.questions.map((q) => q.id)).not.toEqual(['1', '2', '3']);
  });

  it('uses the API when the copy cannot be refreshed, or has nothing for the category', async () => {
    const loadOffline = vi.fn(async () => []);
    const refused = await loadFlashcards('HIS', { currentCopy: noCurrentCopy, fetchQuestions: async () => [question('1')], loadOffline });
    expect(refused).toEqual({ questions: [question('1')], offline: false });
    expect(loadOffline).not.toHaveBeenCalled();

    const empty = await loadFlashcards('HIS', { currentCopy: async () => [], fetchQuestions: async () => [question('2')], loadOffline });
    expect(empty).toEqual({ questions: [question('2')], offline: false });
  });

  it("falls back to the device's copy of the bank for the same category, shuffled", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadOffline = vi.fn(async () => [question('1'), question('2'), question('3')]);
    const set = await loadFlashcards(
      'GEO',
      { currentCopy: noCurrentCopy, fetchQuestions: () => Promise.reject(new Error('down')), loadOffline, random: () => 0 },
    );
    expect(loadOffline).toHaveBeenCalledWith('GEO');
    expect(set.offline).toBe(true);
    expect(set.questions.map((q) => q.id).sort()).toEqual(['1', '2', '3']);
    expect(set.questions.map((q) => q.id)).not.toEqual(['1', '2', '3']);
  });

  it('fails when the device has no copy of the bank either, or cannot read it', async () => {
    await expect(loadFlashcards('ALL', { currentCopy: noCurrentCopy, fetchQuestions: () => Promise.reject(new Error('down')), loadOffline: async () => undefined })).rejects.toThrow('down');
    await expect(loadFlashcards('ALL', { currentCopy: noCurrentCopy, fetchQuestions: () => Promise.reject(new Error('down')), loadOffline: async () => [] })).rejects.toThrow('down');
    await expect(
      loadFlashcards('ALL', { currentCopy: noCurrentCopy, fetchQuestions: () => Promise.reject(new Error('down')), loadOffline: () => Promise.reject(new Error('blocked')) }),
    ).rejects.toThrow('blocked');
  });

  it('does not fall back when the load was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchQuestions = vi.fn();
    await expect(loadFlashcards('ALL', { currentCopy: async () => [question('1')], fetchQuestions, loadOffline: async () => [question('1')] }, controller.signal)).rejects.toThrow(
      'aborted',
    );
    expect(fetchQuestions).not.toHaveBeenCalled();
  });
});
