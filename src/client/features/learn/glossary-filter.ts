import type { GlossaryEntry } from '@shared/contract/lessons';

/** Lower case without accents, so "metis" finds "Métis" and "election" finds "élection". */
const folded = (text: string, lang: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(lang);

/** Whether a glossary entry matches what the learner typed: in its term first of all, or its definition. */
export function matchesFilter(entry: Pick<GlossaryEntry, 'term' | 'definition'>, filter: string, lang: string): boolean {
  const wanted = folded(filter.trim(), lang);
  if (!wanted) return true;
  return folded(entry.term, lang).includes(wanted) || folded(entry.definition, lang).includes(wanted);
}
