/** The six categories of the question bank (spec section 3). */
export const CATEGORY_CODES = ['RIG', 'HIS', 'GOV', 'GEO', 'SYM', 'ECO'] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];
export const ALL_CATEGORIES = 'ALL';

export interface CategoryDefinition {
  code: CategoryCode;
  slug: string;
  name: string;
  description: string;
  icon: string;
  displayOrder: number;
}

export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    code: 'RIG',
    slug: 'rights-responsibilities',
    name: 'Rights & Responsibilities',
    description: 'The Charter, the oath, voting, jury duty and the justice system.',
    icon: '⚖️',
    displayOrder: 1,
  },
  {
    code: 'HIS',
    slug: 'history',
    name: 'Canadian History',
    description: 'From the first peoples and explorers to Confederation and modern Canada.',
    icon: '📜',
    displayOrder: 2,
  },
  {
    code: 'GOV',
    slug: 'government',
    name: 'Government',
    description: 'The Crown, Parliament, the provinces and how federal elections work.',
    icon: '🏛️',
    displayOrder: 3,
  },
  {
    code: 'GEO',
    slug: 'geography',
    name: 'Geography',
    description: 'The regions, provinces, territories, capitals and landscapes of Canada.',
    icon: '🗺️',
    displayOrder: 4,
  },
  {
    code: 'SYM',
    slug: 'symbols-culture',
    name: 'Symbols & Culture',
    description: 'The flag, the anthem, holidays, sports, arts and national symbols.',
    icon: '🍁',
    displayOrder: 5,
  },
  {
    code: 'ECO',
    slug: 'economy-society',
    name: 'Economy & Society',
    description: 'Indigenous peoples, official languages, diversity and the economy.',
    icon: '💼',
    displayOrder: 6,
  },
];

export function isCategoryCode(value: string): value is CategoryCode {
  return (CATEGORY_CODES as readonly string[]).includes(value);
}

/** Accepts a slug or a code (any case) and returns the category, if known. */
export function findCategory(slugOrCode: string): CategoryDefinition | undefined {
  const key = slugOrCode.trim().toLowerCase();
  return CATEGORY_DEFINITIONS.find((c) => c.slug === key || c.code.toLowerCase() === key);
}
