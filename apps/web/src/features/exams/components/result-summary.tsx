import type { AttemptResult } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { formatDateTime, formatDuration, formatMarks, formatPercent } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { RankLine } from './rank-line';
import { Stat } from './stat';

/** Score, pass/fail, counts and rank of one attempt; shared by the results and analysis pages. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  return (
    <section aria-labelledby="result-score" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p id="result-score" className="text-3xl font-bold text-primary-900 sm:text-4xl">
          {t('exams.results.score', {
            score: formatMarks(result.score, lang),
            total: formatMarks(result.totalMarks, lang),
          })}
        </p>
        <span
          className={cn(
            'rounded-full px-3 py-1 font-semibold',
            result.passed ? 'bg-success-50 text-success-800' : 'bg-error-50 text-error-800',
          )}
        >
          {result.passed ? t('exams.results.passed') : t('exams.results.failed')}
        </span>
      </div>
      <p className="-mt-2 text-sm text-slate-600">
        {t('exams.results.passingMarks', { marks: formatMarks(result.passingMarks, lang) })}
        {result.finishedBy === 'timeout' && ` · ${t('exams.results.timedOut')}`}
      </p>
      <RankLine result={result} />
      {result.rescore && (
        <Alert variant="info">
          {t('exams.results.rescored', {
            date: formatDateTime(result.rescore.at, lang),
            from: formatMarks(result.rescore.previousScore, lang),
            to: formatMarks(result.score, lang),
            count: result.rescore.questionIds.length,
          })}
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label={t('exams.results.correct')} value={result.correct} tone="good" />
        <Stat label={t('exams.results.wrong')} value={result.wrong} tone="bad" />
        <Stat label={t('exams.results.skipped')} value={result.skipped} />
        <Stat
          label={t('exams.results.accuracy')}
          value={result.accuracy === null ? '—' : `${formatPercent(result.accuracy, lang)}%`}
        />
        <Stat label={t('exams.results.timeTaken')} value={formatDuration(t, result.timeTakenSeconds)} />
        <Stat label={t('exams.results.takers')} value={result.takers} />
      </dl>
    </section>
  );
}
