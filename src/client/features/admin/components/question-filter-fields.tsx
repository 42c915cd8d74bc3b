import { ANSWER_LETTERS, DIFFICULTIES } from '@shared/constants';
import { HELP_LANGS, HELP_LANGUAGES } from '@shared/help-languages';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCategoryChoices } from '../hooks/use-category-choices';
import { NAMESPACE } from '../i18n';
import { hasFilters, NO_FILTERS, type ListFilters } from '../logic/list-filters';
import { CategoryOptions } from './category-options';
import { LessonOptions } from './lesson-options';
import { useLessonOutline } from '../api/lessons';
import { QuestionTypeOptions } from './question-type-options';
import form from './form.module.css';
import styles from './question-filters.module.css';

interface Props {
  /** Prefix of the controls' ids. */
  id: string;
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}

/** The list's filters and sort (not the search box), with Clear filters: laid out by the form around them. */
export function QuestionFilterFields({ id, filters, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const categories = useCategoryChoices();
  const { data: lessonOutline } = useLessonOutline();
  const set = (key: keyof ListFilters) => (value: string) => onChange({ ...filters, [key]: value });

  return (
    <>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-category`}>
          {t('questions.category')}
        </label>
        <select id={`${id}-category`} className={form.control} value={filters.category} onChange={(e) => set('category')(e.target.value)}>
          <option value="">{t('questions.anyCategory')}</option>
          <CategoryOptions categories={categories} />
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-difficulty`}>
          {t('questions.difficulty')}
        </label>
        <select id={`${id}-difficulty`} className={form.control} value={filters.difficulty} onChange={(e) => set('difficulty')(e.target.value)}>
          <option value="">{t('questions.anyDifficulty')}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t(`difficulty.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-lesson`}>
          {t('questions.lesson')}
        </label>
        <select id={`${id}-lesson`} className={form.control} value={filters.lesson} onChange={(e) => set('lesson')(e.target.value)}>
          <option value="">{t('questions.anyLesson')}</option>
          {lessonOutline && <LessonOptions outline={lessonOutline} />}
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-type`}>
          {t('questions.type')}
        </label>
        <select id={`${id}-type`} className={form.control} value={filters.type} onChange={(e) => set('type')(e.target.value)}>
          <option value="">{t('questions.anyType')}</option>
          <QuestionTypeOptions />
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-answer`}>
          {t('questions.correctAnswer')}
        </label>
        <select id={`${id}-answer`} className={form.control} value={filters.correctAnswer} onChange={(e) => set('correctAnswer')(e.target.value)}>
          <option value="">{t('questions.anyAnswer')}</option>
          {ANSWER_LETTERS.map((letter, index) => (
            <option key={letter} value={String(index)}>
              {t('questions.answerOption', { letter })}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-help`}>
          {t('questions.helpTranslation')}
        </label>
        <select id={`${id}-help`} className={form.control} value={filters.help} onChange={(e) => set('help')(e.target.value)}>
          <option value="">{t('questions.anyHelpTranslation')}</option>
          {HELP_LANGS.map((lang) => (
            <optgroup key={lang} label={HELP_LANGUAGES[lang].english}>
              <option value={`${lang}:missing`}>{t('questions.helpMissing', { language: HELP_LANGUAGES[lang].english })}</option>
              <option value={`${lang}:outOfDate`}>{t('questions.helpOutOfDate', { language: HELP_LANGUAGES[lang].english })}</option>
            </optgroup>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-status`}>
          {t('questions.status')}
        </label>
        <select id={`${id}-status`} className={form.control} value={filters.status} onChange={(e) => set('status')(e.target.value)}>
          <option value="">{t('questions.statusActive')}</option>
          <option value="deleted">{t('questions.statusDeleted')}</option>
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-sort`}>
          {t('stats.sort')}
        </label>
        <select id={`${id}-sort`} className={form.control} value={filters.sort} onChange={(e) => set('sort')(e.target.value)}>
          <option value="">{t('stats.sortDefault')}</option>
          <option value="missRate">{t('stats.sortMissRate')}</option>
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={filters.frenchMissing === 'true'} onChange={(e) => set('frenchMissing')(e.target.checked ? 'true' : '')} />
        {t('questions.frenchMissing')}
      </label>
      <Button variant="ghost" size="sm" className={styles.clear} disabled={!hasFilters(filters)} onClick={() => onChange(NO_FILTERS)}>
        {t('questions.clearFilters')}
      </Button>
    </>
  );
}
