import { defineNamespace } from '../../lib/i18n/namespace';

export const NAMESPACE = 'resources';
export const namespace = defineNamespace(NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));
