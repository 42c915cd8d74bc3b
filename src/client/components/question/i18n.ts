import { defineNamespace } from '../../lib/i18n/namespace';

/** The strings of a practice question card (topic practice, a lesson's check). */
export const PRACTICE_QUESTION_NAMESPACE = 'practice-question';
export const practiceQuestionNamespace = defineNamespace(PRACTICE_QUESTION_NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));
