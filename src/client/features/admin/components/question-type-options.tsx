import { QUESTION_TYPES } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** The <option>s of a question-type select (multiple choice, true or false). */
export function QuestionTypeOptions() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {QUESTION_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`questionType.${type}`)}
        </option>
      ))}
    </>
  );
}
