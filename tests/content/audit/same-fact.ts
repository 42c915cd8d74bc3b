import { correctOption, type AuditQuestion } from './bank-question';
import { contentWords } from './text';

export interface SameFactPair {
  a: string;
  b: string;
  score: number;
  shared: string[];
}

/**
 * Pairs of questions that test the same fact, in either direction: what a question asks and
 * what its answer says, as content words weighted by rarity in the bank. Two questions share
 * a fact when most of the rarer words of the smaller one appear in the other (the Acadians'
 * "Great Upheaval" asked in History and again in Economy & Society; a fact asked forwards in
 * one category and backwards in another).
 */
export function findSameFactPairs(bank: readonly AuditQuestion[], threshold = 0.62, minimumWeight = 9): SameFactPair[] {
  const terms = bank.map((q) => new Set(contentWords(`${q.question} ${correctOption(q)}`)));
  const documents = new Map<string, number>();
  for (const set of terms) for (const term of set) documents.set(term, (documents.get(term) ?? 0) + 1);
  const weight = (term: string) => Math.log(bank.length / (documents.get(term) ?? 1));
  const total = terms.map((set) => [...set].reduce((sum, t) => sum + weight(t), 0));

  const pairs: SameFactPair[] = [];
  for (let i = 0; i < bank.length; i += 1) {
    for (let j = i + 1; j < bank.length; j += 1) {
      const shared = [...terms[i]!].filter((t) => terms[j]!.has(t));
      if (shared.length < 2) continue;
      const sharedWeight = shared.reduce((sum, t) => sum + weight(t), 0);
      const score = sharedWeight / Math.min(total[i]!, total[j]!);
      if (score >= threshold && sharedWeight >= minimumWeight) {
        pairs.push({ a: bank[i]!.id, b: bank[j]!.id, score: Math.round(score * 100) / 100, shared });
      }
    }
  }
  return pairs.sort((x, y) => y.score - x.score);
}
