import type { AnalysisQuestion } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';

const outcomeColour = {
  correct: 'fill-success-600',
  wrong: 'fill-error-600',
  skipped: 'fill-slate-400',
  sealed: 'fill-warning-600',
} as const;

/**
 * Seconds per question as one SVG of thin bars, coloured by outcome: 100 questions still fit a
 * 360 px screen, and the slow ones stand out. The summary below carries the figures for everyone.
 */
export function TimeChart({ questions }: { questions: readonly AnalysisQuestion[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  const max = Math.max(1, ...questions.map((q) => q.timeSpentSeconds));
  const total = questions.reduce((sum, q) => sum + q.timeSpentSeconds, 0);
  const slowest = questions.reduce((a, b) => (b.timeSpentSeconds > a.timeSpentSeconds ? b : a));
  const width = questions.length * 10;
  const height = 100;

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{t('exams.analysis.timeTitle')}</figcaption>
      <p className="mt-1 text-sm text-slate-700">
        {t('exams.analysis.timeSummary', {
          average: formatDuration(t, total / questions.length),
          number: slowest.number,
          slowest: formatDuration(t, slowest.timeSpentSeconds),
        })}
      </p>
      <div aria-hidden="true" className="mt-3 flex gap-1">
        <div className="flex flex-col justify-between text-right text-xs text-slate-600">
          <span>{formatDuration(t, max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          preserveAspectRatio="none"
          className="h-28 flex-1 border-b border-l border-slate-300"
        >
          {questions.map((q, i) => {
            const h = (q.timeSpentSeconds / max) * height;
            return (
              <rect
                key={q.id}
                x={i * 10 + 1}
                y={height - h}
                width={8}
                height={h}
                className={outcomeColour[q.outcome]}
              />
            );
          })}
        </svg>
      </div>
      <p aria-hidden="true" className="mt-1 text-center text-xs text-slate-600">
        {t('exams.analysis.axisQuestion')}
      </p>
    </figure>
  );
}
