import type { MySetStats, SetSummary, TestLanguage } from '@abhyas/core';
import type { TFunction } from 'i18next';
import { Clock, FileText, Timer, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatMarks } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

interface SetCardProps {
  set: SetSummary;
  language: TestLanguage;
  /** Undefined when signed out (or still loading): no personal line at all then. */
  stats: MySetStats | undefined;
}

/** One practice set: its facts, the student's record on it, and the one action that fits. */
export function SetCard({ set, language, stats }: SetCardProps) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  const hall = `/exams/${set.seriesSlug}/${set.slug}?lang=${language}`;
  const action = stats?.activeAttemptId ? 'resume' : stats && stats.attempts > 0 ? 'reattempt' : 'start';
  const titleId = `set-${set.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} lang={language} className="text-lg font-bold text-slate-900">
          {set.title[language]}
        </h2>
        {set.free && (
          <span className="shrink-0 rounded-full bg-success-50 px-2.5 py-0.5 text-sm font-semibold text-success-800">
            {t('exams.sets.free')}
          </span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-700">
        <Fact icon={<FileText aria-hidden="true" className="size-4" />} label={t('exams.sets.questions')}>
          {t('exams.sets.questionCount', { count: set.totalQuestions })}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-4" />} label={t('exams.sets.duration')}>
          {t('exams.sets.minutes', { count: set.duration })}
        </Fact>
        <Fact icon={<Trophy aria-hidden="true" className="size-4" />} label={t('exams.sets.marks')}>
          {t('exams.sets.marksValue', {
            total: formatMarks(set.totalMarks, ui),
            passing: formatMarks(set.passingMarks, ui),
          })}
        </Fact>
        <Fact icon={<Timer aria-hidden="true" className="size-4" />} label={t('exams.sets.timing')}>
          {set.sectionalTiming ? t('exams.sets.sectional') : t('exams.sets.wholeTest')}
        </Fact>
      </dl>
      {stats && (
        <p
          className="mt-3 rounded-md bg-primary-50 px-3 py-2 text-sm text-primary-900"
          data-testid="my-record"
        >
          {recordLine(stats, (value) => formatMarks(value, ui), formatMarks(set.totalMarks, ui), t)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={hall} className={buttonClasses(action === 'reattempt' ? 'secondary' : 'primary')}>
          {t(`exams.sets.${action}`)}
        </Link>
        {stats?.lastSubmittedAttemptId && (
          <Link
            to={`/exams/${set.seriesSlug}/${set.slug}/results?attempt=${stats.lastSubmittedAttemptId}`}
            className={buttonClasses(action === 'reattempt' ? 'primary' : 'secondary')}
          >
            {t('exams.sets.result')}
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * The student's record on the set. `attempts` counts the running attempt too, so a test in progress
 * is said as such ("running: continue it") and is not counted as taken, nor given a best score of "—".
 */
function recordLine(stats: MySetStats, marks: (value: number) => string, total: string, t: TFunction) {
  const submitted = stats.attempts - (stats.activeAttemptId ? 1 : 0);
  const taken =
    submitted > 0 && stats.bestScore !== null
      ? t('exams.sets.myRecord', { count: submitted, best: marks(stats.bestScore), total })
      : submitted > 0
        ? t('exams.sets.taken', { count: submitted })
        : null;
  if (stats.activeAttemptId) return taken ? `${t('exams.sets.running')} · ${taken}` : t('exams.sets.running');
  return taken ?? t('exams.sets.notAttempted');
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  // A <dl> may hold only dt/dd pairs, directly or in one wrapping <div> (axe: definition-list): the
  // icon goes inside the <dd>, not beside the pair.
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-1.5">
        <span className="mt-1 text-slate-500">{icon}</span>
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}
