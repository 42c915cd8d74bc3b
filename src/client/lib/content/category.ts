import type { CategoryRecord } from '@shared/contract/categories';

/** A category on the client is the contract's record. */
export type Category = CategoryRecord;
