import { difficulties, isExamKey } from '@abhyas/core';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExamPicker } from '@/components/exam-picker';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { BankFilters } from '../api/list-bank';
import type { FilterName } from '../hooks/use-bank-filters';

/** A bank filter: the empty value is "All". */
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
  return (
    <Select
      label={label}
      value={value ?? ''}
      options={options}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
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
      <ExamPicker
        label={t('questions.filters.exam')}
        placeholder={all.label}
        value={isExamKey(filters.exam) ? filters.exam : null}
        onChange={(exam) => setFilter('exam', exam ?? undefined)}
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
