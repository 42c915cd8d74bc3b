import { CATEGORY_DEFINITIONS, findCategory } from '@shared/categories';
import type { Category } from './model';

type Raw = Record<string, unknown>;
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Accepts total_questions/questionCount and display_order/displayOrder; unknown codes are dropped. */
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
          code: known.code,
          slug: known.slug,
          name: typeof raw.name === 'string' && raw.name.trim() ? raw.name : known.name,
          description: typeof raw.description === 'string' ? raw.description : known.description,
          icon: typeof raw.icon === 'string' && raw.icon ? raw.icon : known.icon,
          questionCount: num(raw.total_questions) ?? num(raw.questionCount) ?? 0,
          displayOrder: num(raw.display_order) ?? num(raw.displayOrder) ?? known.displayOrder,
        },
      ];
    })
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The bundled categories, with the given fallback counts. */
export function fallbackCategories(counts: Readonly<Record<string, number>>): Category[] {
  return CATEGORY_DEFINITIONS.map((c) => ({
    code: c.code,
    slug: c.slug,
    name: c.name,
    description: c.description,
    icon: c.icon,
    questionCount: counts[c.code] ?? 0,
    displayOrder: c.displayOrder,
  }));
}
