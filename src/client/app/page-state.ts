import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '../lib/i18n/languages';

/** What the server hands to the browser inside the page, so hydration needs no request. */
export interface PageState {
  lang: Lang;
  /** UI strings the page was rendered with, by namespace. */
  strings: Record<string, Record<string, unknown>>;
  queries: DehydratedState;
}

export const PAGE_STATE_ID = 'page-state';
