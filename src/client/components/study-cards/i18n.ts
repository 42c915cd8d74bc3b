import { registerTranslations } from '../../lib/i18n';
import en from './locales/en.json';

export const STUDY_CARDS_NAMESPACE = 'study-cards';
registerTranslations(STUDY_CARDS_NAMESPACE, { en });
