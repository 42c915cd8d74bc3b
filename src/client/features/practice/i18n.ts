import { registerTranslations } from '../../lib/i18n';
import en from './locales/en.json';

export const NAMESPACE = 'practice';
registerTranslations(NAMESPACE, { en });
