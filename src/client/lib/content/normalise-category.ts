import { CATEGORY_DEFINITIONS, findCategory } from '@shared/categories';
import type { Lang } from '@shared/constants';
import type { Category } from './category';

type Raw = Record<string, unknown>;
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * Reads categories under either field name (total_questions/questionCount,
 * display_order/displayOrder) into the contract's record; unknown codes are dropped.
 */
export function normaliseCategories(list: unknown): Category[] {
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((item): Category[] => {
      if (!item || typeof item !== 'object') return [];
      const raw = item as Raw;
      const known = findCategory(String(raw.code ?? raw.id ?? ''));
      if (!known) return [];
      return [
        {
          id: known.code,
          code: known.code,
          slug: known.slug,
          name: typeof raw.name === 'string' && raw.name.trim() ? raw.name : known.name,
          description: typeof raw.description === 'string' ? raw.description : known.description,
          icon: typeof raw.icon === 'string' && raw.icon ? raw.icon : known.icon,
          total_questions: num(raw.total_questions) ?? num(raw.questionCount) ?? 0,
          display_order: num(raw.display_order) ?? num(raw.displayOrder) ?? known.displayOrder,
        },
      ];
    })
    .sort((a, b) => a.display_order - b.display_order);
}

/** The seed categories with the given counts: used only when the categories call fails. */
export function fallbackCategories(counts: Readonly<Record<string, number>>, lang: Lang = 'en'): Category[] {
  return CATEGORY_DEFINITIONS.map((c) => ({
    id: c.code,
    code: c.code,
    slug: c.slug,
    name: lang === 'fr' ? c.fr.name : c.name,
    description: lang === 'fr' ? c.fr.description : c.description,
    icon: c.icon,
    total_questions: counts[c.code] ?? 0,
    display_order: c.displayOrder,
  }));
}
