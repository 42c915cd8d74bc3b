import type { CategoryDefinition } from '@shared/categories';

/** The <option>s of a category select, in display order. */
export function CategoryOptions({ categories }: { categories: readonly Pick<CategoryDefinition, 'code' | 'name'>[] }) {
  return (
    <>
      {categories.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
