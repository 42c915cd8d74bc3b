import type { AdminQuestionRecord } from '@shared/contract/admin';
import type { QuestionRecord } from '@shared/contract/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_ATTEMPTS_FOR_STATS } from '@shared/rules/question-stats';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StateView } from '../../../components/ui/state-view';
import { useShuffleAnswers } from '../api/question-mutations';
import { useAdminQuestions } from '../api/questions';
import { useCategoryChoices } from '../hooks/use-category-choices';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query';
import { NAMESPACE } from '../i18n';
import { listParams, NO_FILTERS, type ListFilters } from '../logic/list-filters';
import { BulkBar } from './bulk-bar';
import { DeleteQuestionDialog } from './delete-question-dialog';
import { DeletedQuestions } from './deleted-questions';
import { HistoryDialog } from './history-dialog';
import { QuestionCards } from './question-cards';
import { RestoreQuestionDialog } from './restore-question-dialog';
import { Pagination } from './pagination';
import { QuestionFilters } from './question-filters';
import { QuestionsTable } from './questions-table';
import { SuccessBanner } from './success-banner';
import styles from './questions-tab.module.css';

const SEARCH_DELAY_MS = 300;

interface Props {
  onAdd: () => void;
  onEdit: (id: string) => void;
  onDeleted: () => void;
}

export function QuestionsTab({ onAdd, onEdit, onDeleted }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const categories = useCategoryChoices();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  // The page and the selection belong to one filter set (and page): changing it resets them.
  const filterKey = JSON.stringify(listParams({ ...filters, search }, 1));
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const params = listParams({ ...filters, search }, page);
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: listKey, ids: new Set() });
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const [toDelete, setToDelete] = useState<QuestionRecord | null>(null);
  // Here, not in the deleted list: restoring its last question empties and replaces that list.
  const [toRestore, setToRestore] = useState<AdminQuestionRecord | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: string; version: number | undefined } | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);

  const list = useAdminQuestions(params);
  const shuffle = useShuffleAnswers();
  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;

  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const clearSelection = () => setSelection({ key: listKey, ids: new Set() });
  function onSelect(ids: string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: listKey, ids: next });
  }

  function onShuffle() {
    shuffle.mutate(
      [...selected].map((id) => ({ id, version: rows.find((r) => r.id === id)?.version })),
      {
        onSuccess: ({ shuffled, skipped_changed: skipped }) => {
          clearSelection();
          const done = t('bulk.shuffled', { count: shuffled });
          window.alert(skipped.length ? `${done}\n${t('bulk.skippedChanged', { count: skipped.length, ids: skipped.join(', ') })}` : done);
        },
        onError: () => window.alert(t('bulk.shuffleFailed')),
      },
    );
  }

  function afterDelete() {
    // The last question of the last page is gone: show the page before it.
    if (rows.length === 1 && page > 1) setPage(page - 1);
    onDeleted();
  }

  const categoryName = (code: string) => categories.find((c) => c.code === code)?.name ?? code;

  let content;
  if (list.isPending) {
    content = (
      <p className={styles.state} role="status">
        {t('questions.loading')}
      </p>
    );
  } else if (list.isError && !list.data) {
    content = (
      <StateView tone="error" title={t('questions.loadFailed')} actions={<Button onClick={() => void list.refetch()}>{t('states.tryAgain', { ns: 'common' })}</Button>} />
    );
  } else if (rows.length === 0) {
    content = <StateView title={t('questions.empty')}>{t('questions.emptyHint')}</StateView>;
  } else if (params.status === 'deleted') {
    content = <DeletedQuestions rows={rows} caption={t('restore.caption', { page, pages: pagination?.pages ?? 1 })} categoryName={categoryName} onRestore={setToRestore} />;
  } else {
    const caption = t(search ? 'questions.captionSearch' : 'questions.caption', { page, pages: pagination?.pages ?? 1, search });
    const onHistory = (id: string) => setHistoryOf({ id, version: rows.find((r) => r.id === id)?.version });
    const shared = { rows, caption, busy: list.isPlaceholderData, categoryName, selected, onSelect, onEdit, onDelete: setToDelete, onHistory };
    content = narrow ? <QuestionCards {...shared} /> : <QuestionsTable {...shared} />;
  }
  // A restore from the history moves the version on: the list's newer one, once it has it.
  const historyVersion = historyOf && (rows.find((r) => r.id === historyOf.id)?.version ?? historyOf.version);

  return (
    <section aria-labelledby="admin-questions-heading" className={styles.tab}>
      <div className={styles.top}>
        <h2 id="admin-questions-heading" className={styles.heading}>
          {t('questions.heading')}
        </h2>
        <Button onClick={onAdd}>
          <span aria-hidden="true">+</span> {t('questions.add')}
        </Button>
      </div>
      <QuestionFilters filters={filters} onChange={setFilters} narrow={narrow} />
      {filters.sort === 'missRate' && rows.length > 0 && rows.every((r) => r.stats.attempts < MIN_ATTEMPTS_FOR_STATS) && (
        <Alert tone="info">{t('stats.notEnoughToRank', { min: MIN_ATTEMPTS_FOR_STATS })}</Alert>
      )}
      <SuccessBanner message={restored && t('restore.done', { id: restored })} />
      {selected.size > 0 && <BulkBar count={selected.size} busy={shuffle.isPending} onShuffle={onShuffle} onClear={clearSelection} />}
      <div className={styles.list}>{content}</div>
      {pagination && rows.length > 0 && <Pagination page={page} pages={pagination.pages} total={pagination.total} onPage={setPage} />}
      <DeleteQuestionDialog question={toDelete} onClose={() => setToDelete(null)} onDeleted={afterDelete} />
      <RestoreQuestionDialog question={toRestore} onClose={() => setToRestore(null)} onRestored={setRestored} />
      <HistoryDialog id={historyOf?.id ?? null} version={historyVersion ?? undefined} onClose={() => setHistoryOf(null)} />
    </section>
  );
}
