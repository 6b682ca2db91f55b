import { bankPageSize } from '@abhyas/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBankList } from '../api/list-bank';
import { useBankFilters } from '../hooks/use-bank-filters';
import { BankFilterBar } from './bank-filters';
import { QuestionCard } from './question-card';
import { SearchBox } from './search-box';

/** Search, filters, one page of questions and the pager: the body of every bank list. */
export function QuestionList({ subject, topic }: { subject?: string; topic?: string }) {
  const { t } = useTranslation();
  const { filters, setFilter, setPage, active } = useBankFilters({ subject, topic });
  const list = useBankList(filters);
  const first = (filters.page - 1) * bankPageSize;

  return (
    <div className="flex flex-col gap-4">
      <SearchBox value={filters.q} onSearch={(q) => setFilter('q', q)} />
      <BankFilterBar filters={filters} setFilter={setFilter} />
      <div aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {list.isFetching && !list.isPending ? <Spinner label={t('questions.states.loading')} /> : null}
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={filters.bookmarked ? t('questions.list.emptyBookmarked') : t('questions.list.empty')}
          body={active ? t('questions.list.emptyHint') : undefined}
        />
      ) : (
        <>
          <ol className="flex flex-col gap-4">
            {list.data.items.map((q, i) => (
              <li key={q.id}>
                <QuestionCard question={q} number={first + i + 1} />
              </li>
            ))}
          </ol>
          <nav aria-label={t('questions.list.pages')} className="flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              disabled={filters.page <= 1}
              onClick={() => setPage(filters.page - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              {t('questions.list.previous')}
            </Button>
            <span className="text-sm text-slate-700">{t('questions.list.page', { page: filters.page })}</span>
            <Button
              variant="secondary"
              disabled={!list.data.hasMore}
              onClick={() => setPage(filters.page + 1)}
            >
              {t('questions.list.next')}
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
