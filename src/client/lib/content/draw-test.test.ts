import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';

const fetchQuestions = vi.fn();
const offlineQuestions = vi.fn();
vi.mock('./api', () => ({ fetchQuestions: (...args: unknown[]) => fetchQuestions(...args) }));
vi.mock('./offline-bank', () => ({ offlineQuestions: (...args: unknown[]) => offlineQuestions(...args) }));
const { drawPracticeTest } = await import('./draw-test');

const copy = [
  ...Array.from({ length: 40 }, (_, i) => buildQuestionRecord(i)),
  ...Array.from({ length: 10 }, (_, i) => buildQuestionRecord(100 + i, { type: 'true-false', option_a: 'True', option_b: 'False', option_c: null, option_d: null, correct_answer: 0 })),
  ...Array.from({ length: 5 }, (_, i) => buildQuestionRecord(200 + i, { out_of_test: true })),
];

beforeEach(() => {
  fetchQuestions.mockReset();
  offlineQuestions.mockReset();
});

describe('drawing a practice test', () => {
  it('asks the server for a test draw when it can', async () => {
    fetchQuestions.mockResolvedValue([copy[0]]);
    expect(await drawPracticeTest({ count: 20, category: 'GEO' }, 'fr')).toEqual([copy[0]]);
    expect(fetchQuestions).toHaveBeenCalledWith({ random: true, test: true, limit: 20, category: 'GEO' }, 'fr', undefined);
    expect(offlineQuestions).not.toHaveBeenCalled();
  });

  it('draws on the device from its copy of the bank with the real test rule when the server cannot be reached', async () => {
    fetchQuestions.mockRejectedValue(new TypeError('Failed to fetch'));
    offlineQuestions.mockResolvedValue(copy);
    const drawn = await drawPracticeTest({ count: 20 }, 'en');
    expect(offlineQuestions).toHaveBeenCalledWith('en', undefined);
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(20);
    expect(drawn.some((q) => q.out_of_test)).toBe(false);
    expect(drawn.filter((q) => q.type === 'true-false')).toHaveLength(4);
  });

  it('fails with the network error when the device has no copy, and never falls back after a cancel', async () => {
    fetchQuestions.mockRejectedValue(new TypeError('Failed to fetch'));
    offlineQuestions.mockResolvedValue(undefined);
    await expect(drawPracticeTest({ count: 20 }, 'en')).rejects.toThrow('Failed to fetch');
    const controller = new AbortController();
    controller.abort();
    offlineQuestions.mockResolvedValue(copy);
    await expect(drawPracticeTest({ count: 20 }, 'en', controller.signal)).rejects.toThrow('Failed to fetch');
  });
});
