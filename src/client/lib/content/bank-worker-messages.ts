import type { Lang } from '@shared/constants';
import type { RefreshOutcome } from './bank-copy';
import type { Question } from './question';

/** The page asks the bank worker to refresh a language's copy and, with `questionsOf` (a category or 'ALL'), for its questions. */
export interface BankWorkerRequest {
  lang: Lang;
  questionsOf?: string;
}

export type BankWorkerAnswer = { outcome: RefreshOutcome; questions?: Question[] } | { error: string };
