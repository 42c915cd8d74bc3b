import { defineNamespace } from './namespace';

/** The strings of the shell (header, footer, shared UI), needed on every page. */
export const COMMON_NAMESPACE = 'common';
export const commonNamespace = defineNamespace(COMMON_NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));
