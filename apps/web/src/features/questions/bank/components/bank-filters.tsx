import { difficulties, examKeys } from '@abhyas/core';
import { Bookmark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useExamName } from '@/lib/use-exam-name';
import type { BankFilters } from '../api/list-bank';
import type { FilterName } from '../hooks/use-bank-filters';

const selectClasses =
  'h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary-600';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={selectClasses}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Difficulty, exam, answered and bookmarked: each a control of its own, all reset by "Clear". */
export function BankFilterBar({
  filters,
  setFilter,
}: {
  filters: BankFilters;
  setFilter: (name: FilterName, value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const examNameOf = useExamName();
  const all = { value: '', label: t('questions.filters.all') };
  const bookmarked = filters.bookmarked === 'yes';
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
      <FilterSelect
        label={t('questions.filters.difficulty')}
        value={filters.difficulty}
        options={[all, ...difficulties.map((d) => ({ value: d, label: t(`questions.difficulty.${d}`) }))]}
        onChange={(v) => setFilter('difficulty', v)}
      />
      <FilterSelect
        label={t('questions.filters.exam')}
        value={filters.exam}
        options={[all, ...examKeys.map((k) => ({ value: k, label: examNameOf(k) }))]}
        onChange={(v) => setFilter('exam', v)}
      />
      <FilterSelect
        label={t('questions.filters.answered')}
        value={filters.answered}
        options={[
          all,
          { value: 'no', label: t('questions.filters.notAnswered') },
          { value: 'yes', label: t('questions.filters.answeredOnly') },
        ]}
        onChange={(v) => setFilter('answered', v)}
      />
      <Button
        variant="secondary"
        aria-pressed={bookmarked}
        onClick={() => setFilter('bookmarked', bookmarked ? undefined : 'yes')}
        className={cn(
          'px-3',
          bookmarked && 'border-primary-600 bg-primary-50 text-primary-800 hover:bg-primary-100',
        )}
      >
        <Bookmark aria-hidden="true" className={cn('size-5', bookmarked && 'fill-current')} />
        {t('questions.filters.bookmarked')}
      </Button>
    </div>
  );
}
