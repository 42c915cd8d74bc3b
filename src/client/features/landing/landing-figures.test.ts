import { describe, expect, it } from 'vitest';
import { fallbackCategories } from '../../lib/content/normalise-category';
import { landingFigures } from './landing-figures';

const live = fallbackCategories({ RIG: 1, HIS: 2, GOV: 3, GEO: 4, SYM: 5, ECO: 6 });

describe('landingFigures', () => {
  it('uses live data when both calls succeed', () => {
    const f = landingFigures({ categories: live, categoriesFailed: false, stats: { totalQuestions: 700, totalCategories: 6, questionsPerTest: 20 }, statsFailed: false });
    expect(f).toMatchObject({ totalQuestions: 700, totalCategories: 6, questionsPerTest: 20, usingFallback: false });
    expect(f.categories).toBe(live);
  });

  it('waits (undefined) while loading', () => {
    expect(landingFigures({ categoriesFailed: false, statsFailed: false })).toMatchObject({ categories: undefined, totalQuestions: undefined });
  });

  it('falls back to the bundled categories with the landing counts', () => {
    const f = landingFigures({ categoriesFailed: true, statsFailed: true });
    expect(f.categories?.map((c) => c.total_questions)).toEqual([120, 180, 140, 110, 80, 50]);
    expect(f.totalQuestions).toBe(680);
    expect(f.totalCategories).toBe(6);
    expect(f.usingFallback).toBe(true);
  });

  it('sums the live categories when only the stats call fails', () => {
    const f = landingFigures({ categories: live, categoriesFailed: false, statsFailed: true });
    expect(f.totalQuestions).toBe(21);
    expect(f.usingFallback).toBe(true);
  });

  it('defaults to 680 when the categories hold no counts', () => {
    const empty = fallbackCategories({});
    expect(landingFigures({ categories: empty, categoriesFailed: false, statsFailed: true }).totalQuestions).toBe(680);
  });
});
