import { defineNamespace } from '../../lib/i18n/namespace';

export const NAMESPACE = 'plan';
export const namespace = defineNamespace(NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));
