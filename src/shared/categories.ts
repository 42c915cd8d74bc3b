/** The six categories of the question bank (docs/spec.md §3). */
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
  /** The name and description in French (Canadian usage). */
  fr: { name: string; description: string };
}

export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    code: 'RIG',
    slug: 'rights-responsibilities',
    name: 'Rights & Responsibilities',
    description: 'The Charter, the oath, voting, jury duty and the justice system.',
    icon: '⚖️',
    displayOrder: 1,
    fr: { name: "Droits et responsabilités", description: "La Charte, le serment, le vote, les fonctions de juré et le système de justice." },
  },
  {
    code: 'HIS',
    slug: 'history',
    name: 'Canadian History',
    description: 'From the first peoples and explorers to Confederation and modern Canada.',
    icon: '📜',
    displayOrder: 2,
    fr: { name: "Histoire du Canada", description: "Des premiers peuples et des explorateurs à la Confédération et au Canada d'aujourd'hui." },
  },
  {
    code: 'GOV',
    slug: 'government',
    name: 'Government',
    description: 'The Crown, Parliament, the provinces and how federal elections work.',
    icon: '🏛️',
    displayOrder: 3,
    fr: { name: "Gouvernement", description: "La Couronne, le Parlement, les provinces et le déroulement des élections fédérales." },
  },
  {
    code: 'GEO',
    slug: 'geography',
    name: 'Geography',
    description: 'The regions, provinces, territories, capitals and landscapes of Canada.',
    icon: '🗺️',
    displayOrder: 4,
    fr: { name: "Géographie", description: "Les régions, les provinces, les territoires, les capitales et les paysages du Canada." },
  },
  {
    code: 'SYM',
    slug: 'symbols-culture',
    name: 'Symbols & Culture',
    description: 'The flag, the anthem, holidays, sports, arts and national symbols.',
    icon: '🍁',
    displayOrder: 5,
    fr: { name: "Symboles et culture", description: "Le drapeau, l'hymne, les fêtes, les sports, les arts et les symboles nationaux." },
  },
  {
    code: 'ECO',
    slug: 'economy-society',
    name: 'Economy & Society',
    description: 'Indigenous peoples, official languages, diversity and the economy.',
    icon: '💼',
    displayOrder: 6,
    fr: { name: "Économie et société", description: "Les peuples autochtones, les langues officielles, la diversité et l'économie." },
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
