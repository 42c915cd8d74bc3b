import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { NAMESPACE } from './i18n';
import { LessonsFailed } from './lessons-failed';
import { useGlossary, useKeepLessonsOffline } from '../../lib/content/lessons-api';
import { matchesFilter } from './glossary-filter';
import { HydrateInTurn } from '../../lib/hydration/staged-hydration';
import { useHelpPanel } from '../../components/help-language/help-translation';

/** Terms hydrated per task on a first load (a few hundred at once made one long task on a phone). */
const CHUNK = 40;
const chunks = <T,>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
import styles from './glossary.module.css';

/** Every key term of the lessons, with a plain definition and a link to the section that teaches it; filterable. */
export function GlossaryPage() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const { data, isPending, isError, refetch } = useGlossary();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  useKeepLessonsOffline(data !== undefined);
  const shown = data?.filter((entry) => matchesFilter(entry, deferred, lang)) ?? [];
  // The key terms in the learner's help language, under each English or French definition.
  const help = useHelpPanel('glossary', () => null);
  const helpPack = help.shown;
  return (
    <Page title={t('glossary.title')} lead={t('glossary.lead', { count: data?.length ?? 0 })} width="narrow">
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LessonsFailed onRetry={() => void refetch()} />
      ) : (
        <>
          <div className={styles.filter}>
            <label htmlFor="glossary-filter">{t('glossary.filterLabel')}</label>
            <input id="glossary-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
            <p className={styles.count} aria-live="polite">
              {t('glossary.shown', { count: shown.length })}
            </p>
          </div>
          <div className={styles.help}>
            {help.control}
            {help.panel}
          </div>
          {chunks(shown, CHUNK).map((part, i) => (
            <HydrateInTurn key={i} id={`glossary-${i}`}>
              <dl className={styles.terms}>
                {part.map((entry) => (
                  <div key={entry.id} id={`term-${entry.id}`} className={styles.entry}>
                    <dt className={styles.term}>{entry.term}</dt>
                    <dd className={styles.definition}>
                      {entry.definition}{' '}
                      <Link to={paths.learnChapter.getHref(entry.slug, entry.section)} className={styles.where}>
                        {t('glossary.taughtIn', { section: entry.sectionTitle })}
                      </Link>
                    </dd>
                    {helpPack?.terms[entry.id] && (
                      <dd className={styles.helpTerm} lang={helpPack.lang} dir={helpPack.dir}>
                        <strong>{helpPack.terms[entry.id]!.term}</strong> {helpPack.terms[entry.id]!.definition}
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
            </HydrateInTurn>
          ))}
          {shown.length === 0 && <p>{t('glossary.none')}</p>}
        </>
      )}
    </Page>
  );
}
