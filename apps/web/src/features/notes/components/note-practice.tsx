import type { NotePracticeQuestion } from '@abhyas/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MathText } from '@/components/math-text';

/**
 * The note's practice questions (docs/notes.md, "Practice list"): each opens its question bank page,
 * which reveals the answer through the sealing rule (a visitor meets the sign-in card there). The
 * server already left out the questions sealed for this reader; with none left, nothing is shown.
 */
export function NotePractice({ questions }: { questions: readonly NotePracticeQuestion[] | undefined }) {
  const { t } = useTranslation();
  // A copy kept on the device before the list existed has no `practice`.
  if (!questions?.length) return null;
  return (
    <section aria-labelledby="note-practice" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h2 id="note-practice" className="text-lg font-bold text-slate-900">
        {t('notes.practice.heading')}
      </h2>
      <p className="leading-relaxed text-slate-700">{t('notes.practice.lead')}</p>
      <ol className="flex flex-col gap-2">
        {questions.map((q, i) => (
          <li key={q.id}>
            <Link
              to={`/questions/item/${q.id}`}
              className="flex min-h-12 items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 leading-relaxed text-slate-900 shadow-sm hover:border-primary-300 hover:bg-primary-50"
            >
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800"
              >
                {i + 1}
              </span>
              <span className="sr-only">{t('notes.practice.number', { n: i + 1 })}</span>{' '}
              <MathText text={q.text} className="min-w-0 flex-1 break-words" />
              <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
