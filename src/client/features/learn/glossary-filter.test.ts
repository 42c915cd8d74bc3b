import { describe, expect, it } from 'vitest';
import { matchesFilter } from './glossary-filter';

describe('matchesFilter', () => {
  const metis = { term: 'Métis', definition: 'A distinct people of mixed Indigenous and European ancestry.' };

  it('finds a term by its name or its definition, in any case and without accents', () => {
    expect(matchesFilter(metis, 'metis', 'en')).toBe(true);
    expect(matchesFilter(metis, 'MÉT', 'fr')).toBe(true);
    expect(matchesFilter(metis, 'european', 'en')).toBe(true);
    expect(matchesFilter(metis, '  ', 'en')).toBe(true);
  });

  it('leaves out a term that matches in neither', () => {
    expect(matchesFilter(metis, 'senate', 'en')).toBe(false);
  });
});
