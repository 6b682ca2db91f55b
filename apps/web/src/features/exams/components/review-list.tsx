import type { AnalysisQuestion, TestLanguage } from '@abhyas/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { QuestionReview } from './question-review';

/** In the order a student revises: what they got wrong, what they left, then the rest. */
export const reviewFilters = ['wrong', 'skipped', 'correct', 'marked', 'all'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];

/** A phone shows this many solutions at a time: 100 of them in one page ran to 65,000 px. */
export const REVIEW_PAGE_SIZE = 10;

function matches(q: AnalysisQuestion, filter: ReviewFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'marked') return q.marked;
  return q.outcome === filter;
}

/** The list opens on the questions that matter: the wrong ones, else the skipped ones, else all. */
export function firstFilter(questions: readonly AnalysisQuestion[]): ReviewFilter {
  if (questions.some((q) => q.outcome === 'wrong')) return 'wrong';
  if (questions.some((q) => q.outcome === 'skipped')) return 'skipped';
  return 'all';
}

interface ReviewListProps {
  questions: readonly AnalysisQuestion[];
  language: TestLanguage;
  attemptId: string;
  sectionNames: ReadonlyMap<number, string>;
}

/** Filter chips with counts, and the chosen questions ten at a time ("Show more" adds the next ten). */
export function ReviewList({ questions, language, attemptId, sectionNames }: ReviewListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>(() => firstFilter(questions));
  const [shownCount, setShownCount] = useState(REVIEW_PAGE_SIZE);
  const firstNew = useRef<string | null>(null);
  const matching = questions.filter((q) => matches(q, filter));
  const shown = matching.slice(0, shownCount);
  const left = matching.length - shown.length;

  // After "Show more", focus goes to the first question it added, so a keyboard or screen-reader user
  // carries on reading from there instead of starting over at the button.
  useEffect(() => {
    if (firstNew.current === null) return;
    document.getElementById(`q-${firstNew.current}`)?.focus();
    firstNew.current = null;
  });

  const pick = (f: ReviewFilter) => {
    setFilter(f);
    setShownCount(REVIEW_PAGE_SIZE);
  };
  const more = () => {
    firstNew.current = matching[shownCount]?.id ?? null;
    setShownCount((n) => n + REVIEW_PAGE_SIZE);
  };

  return (
    <>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('exams.analysis.filterLabel')}</legend>
        {reviewFilters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => pick(f)}
            className={cn(
              'min-h-12 rounded-full border px-4 font-semibold',
              filter === f
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {t(`exams.analysis.filters.${f}`, { count: questions.filter((q) => matches(q, f)).length })}
          </button>
        ))}
      </fieldset>
      {matching.length === 0 ? (
        <EmptyState title={t(`exams.analysis.emptyFilter.${filter}`)} />
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('exams.analysis.showing', { shown: shown.length, total: matching.length })}
          </p>
          <ul className="flex flex-col gap-3">
            {shown.map((q) => (
              <li key={q.id}>
                <QuestionReview
                  question={q}
                  language={language}
                  attemptId={attemptId}
                  sectionName={sectionNames.get(q.section) ?? ''}
                />
              </li>
            ))}
          </ul>
          {left > 0 && (
            <Button variant="secondary" fullWidth onClick={more}>
              {t('exams.analysis.showMore', { count: Math.min(left, REVIEW_PAGE_SIZE), left })}
            </Button>
          )}
        </>
      )}
    </>
  );
}
