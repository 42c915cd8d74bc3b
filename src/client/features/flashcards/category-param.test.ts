import { describe, expect, it } from 'vitest';
import { parseCategoryParam, withCategoryParam } from './category-param';

describe('parseCategoryParam', () => {
  it.each([
    ['HIS', 'HIS'],
    ['gov', 'GOV'],
    ['symbols-culture', 'SYM'],
    ['ALL', 'ALL'],
    ['nonsense', 'ALL'],
    ['', 'ALL'],
    [null, 'ALL'],
  ])('reads %j as %s', (value, expected) => {
    expect(parseCategoryParam(value)).toBe(expected);
  });
});

describe('withCategoryParam', () => {
  it('sets a code and keeps other params', () => {
    expect(withCategoryParam(new URLSearchParams('x=1'), 'GEO').toString()).toBe('x=1&category=GEO');
  });
  it('drops the param for all categories', () => {
    expect(withCategoryParam(new URLSearchParams('category=GEO'), 'ALL').toString()).toBe('');
  });
});
