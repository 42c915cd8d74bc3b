import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shared/constants';
import { useLang } from '../../lib/i18n/use-lang';
import { otherLang } from '../../lib/i18n/languages';
import type { Question } from '../../lib/content/question';
import { useQuestionsInLang } from '../../lib/content/use-questions-in-lang';
import styles from './question.module.css';

/**
 * "See in French" / "Voir en anglais" on one question: shows that question's texts in the other
 * language in place (same options, same letters), for a learner reading in a second language.
 * Returns the question to show, the `lang` of its texts when they differ from the page's, and
 * the toggle button.
 */
export function useOtherLanguage(question: Question): { shown: Question; lang: Lang | undefined; toggle: ReactNode } {
  const { t } = useTranslation();
  const pageLang = useLang();
  const [pressedFor, setPressedFor] = useState<string | null>(null);
  const pressed = pressedFor === question.id;
  const [translated] = useQuestionsInLang(pressed ? [question] : [], otherLang(pageLang));
  const shown = pressed && translated ? translated : question;
  const shownLang = shown.lang && shown.lang !== pageLang ? shown.lang : undefined;
  const toggle = (
    <button type="button" className={styles.langToggle} onClick={() => setPressedFor(pressed ? null : question.id)}>
      {pressed ? t('question.backToPageLanguage') : t('question.seeOtherLanguage')}
    </button>
  );
  return { shown, lang: shownLang, toggle };
}
