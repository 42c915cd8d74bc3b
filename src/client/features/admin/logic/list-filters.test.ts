import { describe, expect, it } from 'vitest';
import { activeFilterCount, hasFilters, listParams, NO_FILTERS } from './list-filters';

describe('listParams', () => {
  it('sends only the page when nothing is set', () => {
    expect(listParams(NO_FILTERS, 1)).toEqual({ page: 1 });
    expect(listParams({ ...NO_FILTERS, search: '   ' }, 2)).toEqual({ page: 2 });
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('sends the most-missed order only when chosen (the default order is the server\'s)', () => {
    expect(listParams({ ...NO_FILTERS, sort: 'missRate' }, 1)).toEqual({ page: 1, sort: 'missRate' });
    expect(listParams({ ...NO_FILTERS, sort: '' }, 1)).toEqual({ page: 1 });
  });

  it('sends each filter that is set, with answer A as index 0', () => {
    const filters = { search: ' Confederation ', category: 'HIS', difficulty: 'hard', correctAnswer: '0', type: 'true-false', lesson: '07-justice-system/courts', frenchMissing: 'true', help: 'ar:outOfDate', status: 'deleted', sort: 'missRate' };
    expect(listParams(filters, 3)).toEqual({ page: 3, search: 'Confederation', category: 'HIS', difficulty: 'hard', correctAnswer: 0, type: 'true-false', lesson: '07-justice-system/courts', frenchMissing: true, help: { lang: 'ar', status: 'outOfDate' }, status: 'deleted', sort: 'missRate' });
    expect(hasFilters(filters)).toBe(true);
  });

  it('ignores values that are not filters', () => {
    expect(listParams({ search: '', category: 'XYZ', difficulty: 'extreme', correctAnswer: '7', type: 'essay', lesson: 'courts; drop', frenchMissing: 'yes', help: 'xx:missing', status: 'gone', sort: 'hardest' }, 1)).toEqual({ page: 1 });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters and the sort that are set, not the search', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, search: 'Halifax', category: 'HIS', frenchMissing: 'true', sort: 'missRate' })).toBe(3);
  });
});
