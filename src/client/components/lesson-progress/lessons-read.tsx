import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLearning } from '../../lib/learning/use-learning';

/** One line on the learner's reading of the lessons, with the way there (study and progress pages). */
export function LessonsRead({ className }: { className?: string }) {
  const { t } = useTranslation();
  // Nothing read (or the record still loading) reads the same, so the server's page stays as drawn.
  const { read } = useLearning();
  return (
    <p className={className} data-testid="lessons-read">
      {read.size === 0 ? t('lessons.intro') : t('lessons.read', { count: read.size })}{' '}
      <Link to={paths.learn.getHref()}>{read.size === 0 ? t('lessons.start') : t('lessons.continue')}</Link>
    </p>
  );
}
