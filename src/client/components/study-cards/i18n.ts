import { defineNamespace } from '../../lib/i18n/namespace';

export const STUDY_CARDS_NAMESPACE = 'study-cards';
export const studyCardsNamespace = defineNamespace(STUDY_CARDS_NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));
