import { difficulties, practiceExamKeys } from '@abhyas/core';
import { useSearchParams } from 'react-router';
import type { BankFilters } from '../api/list-bank';

/** The list's filters live in the address (`?difficulty=easy&q=…&page=2`), so back and share work. */
export type FilterName = 'difficulty' | 'exam' | 'answered' | 'bookmarked' | 'q';

const allowed: Record<Exclude<FilterName, 'q'>, readonly string[]> = {
  difficulty: difficulties,
  exam: practiceExamKeys,
  answered: ['yes', 'no'],
  bookmarked: ['yes'],
};

function pick(params: URLSearchParams, name: Exclude<FilterName, 'q'>): string | undefined {
  const value = params.get(name);
  return value && allowed[name].includes(value) ? value : undefined;
}

export function useBankFilters(place: { subject?: string | undefined; topic?: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const page = Math.min(500, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const filters: BankFilters = {
    subject: place.subject,
    topic: place.topic,
    difficulty: pick(params, 'difficulty'),
    exam: pick(params, 'exam'),
    answered: pick(params, 'answered'),
    bookmarked: pick(params, 'bookmarked'),
    q: params.get('q')?.trim() || undefined,
    page,
  };
  /** Sets or clears one filter; any change of filter goes back to page 1. */
  const setFilter = (name: FilterName, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const setPage = (next: number) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next <= 1) out.delete('page');
      else out.set('page', String(next));
      return out;
    });
  const active = Boolean(
    filters.difficulty || filters.exam || filters.answered || filters.bookmarked || filters.q,
  );
  return { filters, setFilter, setPage, active };
}
