import type { PracticeArea } from '@abhyas/core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * A subject card or topic row: its name, how many questions exist and the student's accuracy (a
 * visitor has none, so `visitor` leaves that line out).
 */
export function AreaCard({
  area,
  name,
  to,
  visitor = false,
}: {
  area: PracticeArea;
  name: string;
  to: string;
  visitor?: boolean;
}) {
  const { t } = useTranslation();
  const empty = area.questionCount === 0 && !area.generated;
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="text-lg font-bold leading-snug text-slate-900">{name}</span>
        {!empty && <ArrowRight aria-hidden className="mt-1 size-5 shrink-0 text-primary-700" />}
      </span>
      <span className="mt-1 text-sm leading-relaxed text-slate-700">
        {empty
          ? t('quizzes.area.noQuestions')
          : area.questionCount === 0
            ? t('quizzes.area.generatedOnly')
            : [
                area.questionCount > 0 ? t('quizzes.area.questions', { count: area.questionCount }) : null,
                area.generated ? t('quizzes.area.generated') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
      </span>
      {!visitor && (
        <span className={cn('mt-2 text-sm font-semibold', accuracyTone(area.accuracy))}>
          {area.accuracy === null
            ? t('quizzes.area.notAttempted')
            : t('quizzes.area.accuracy', { value: area.accuracy })}
        </span>
      )}
    </>
  );
  const box = 'flex h-full min-h-12 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
  if (empty) return <div className={cn(box, 'opacity-70')}>{body}</div>;
  return (
    <Link
      to={to}
      className={cn(
        box,
        'hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
      )}
    >
      {body}
    </Link>
  );
}

const accuracyTone = (accuracy: number | null) =>
  accuracy === null
    ? 'text-slate-500'
    : accuracy >= 70
      ? 'text-green-800'
      : accuracy >= 40
        ? 'text-amber-800'
        : 'text-red-800';
