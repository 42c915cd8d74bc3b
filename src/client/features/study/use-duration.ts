import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n';
import { splitMinutes } from './study-estimates';

/** Formats minutes as "3 h 15 min" or "45 min" in the current language. */
export function useDuration() {
  const { t } = useTranslation(NAMESPACE);
  return (total: number) => {
    const { hours, minutes } = splitMinutes(total);
    if (hours === 0) return t('categories.minutes', { minutes });
    return minutes === 0 ? t('categories.hoursOnly', { hours }) : t('categories.hours', { hours, minutes });
  };
}
