import type { DashboardSummary } from '@abhyas/core';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatPercent, intlLocale } from '@/lib/format';

type Lang = 'hi' | 'en';

function Tile({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-lg bg-slate-50 p-3">
      <dt className="text-sm leading-snug text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note && <dd className="text-xs leading-snug text-slate-600">{note}</dd>}
    </div>
  );
}

/** Tests and quizzes taken, average score and accuracy: the student's numbers at a glance. */
export function StatTiles({ summary, lang }: { summary: DashboardSummary; lang: Lang }) {
  const { t } = useTranslation();
  const { totals } = summary;
  const number = new Intl.NumberFormat(intlLocale(lang));
  const percent = (v: number | null) =>
    v === null ? t('dashboard.stats.none') : t('dashboard.stats.percent', { value: formatPercent(v, lang) });
  return (
    <Card aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-xl font-semibold">
        {t('dashboard.stats.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Tile
          label={t('dashboard.stats.tests')}
          value={number.format(totals.mockTestsTaken)}
          testId="stat-tests"
        />
        <Tile
          label={t('dashboard.stats.quizzes')}
          value={number.format(totals.quizzesTaken)}
          testId="stat-quizzes"
          {...(totals.quizAverageScorePercent === null
            ? {}
            : { note: `${t('dashboard.stats.quizAverage')}: ${percent(totals.quizAverageScorePercent)}` })}
        />
        <Tile
          label={t('dashboard.stats.average')}
          value={percent(totals.mockAverageScorePercent)}
          testId="stat-average"
        />
        <Tile
          label={t('dashboard.stats.accuracy')}
          value={percent(totals.accuracy)}
          note={t('dashboard.stats.answered', { count: totals.answered })}
          testId="stat-accuracy"
        />
        <Tile
          label={t('dashboard.stats.bookmarks')}
          value={number.format(totals.bookmarks)}
          testId="stat-bookmarks"
        />
      </dl>
    </Card>
  );
}

/**
 * Current and best streak of practice days. Not the header's flame (the Problem of the Day streak,
 * spec §2): a different name, icon and colour, and a line saying what it counts (UI.md: two numbers
 * with the same icon must mean the same thing).
 */
export function StreakCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const { current, best, activeToday } = summary.streak;
  const days = (n: number) => t('dashboard.streak.days', { count: n });
  return (
    <Card aria-labelledby="streak-title" aria-describedby="streak-counts" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="streak-title" className="flex items-center gap-2 text-xl font-semibold">
          <CalendarCheck aria-hidden="true" className="size-6 text-primary-700" />
          {t('dashboard.streak.title')}
        </h2>
        <p id="streak-counts" className="text-sm leading-relaxed text-slate-600">
          {t('dashboard.streak.counts')}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-primary-50 p-3">
          <dt className="text-sm text-primary-900">{t('dashboard.streak.current')}</dt>
          <dd className="text-2xl font-bold text-primary-900" data-testid="streak-current">
            {days(current)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{t('dashboard.streak.best')}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="streak-best">
            {days(best)}
          </dd>
        </div>
      </dl>
      <p className="text-slate-700">
        {current === 0
          ? t('dashboard.streak.start')
          : activeToday
            ? t('dashboard.streak.doneToday')
            : t('dashboard.streak.keepGoing')}
      </p>
      <p className="text-sm leading-relaxed text-slate-600">{t('dashboard.streak.notPotd')}</p>
    </Card>
  );
}
