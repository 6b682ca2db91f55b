import type { AdminStats } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { DayBars } from '@/components/charts/day-bars';
import { Card } from '@/components/ui/card';
import { useUiLanguage } from '@/lib/use-ui-language';

type Series = 'signUps' | 'active' | 'attempts' | 'quizzes';

/** The numbers that matter first (tiles), then the 30-day series as bars, then the live tests' turnout. */
export function StatsPanel({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const number = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN');
  const tiles: { key: string; value: number; note?: string }[] = [
    {
      key: 'users',
      value: stats.users.total,
      note: t('admin.stats.disabledNote', { count: stats.users.disabled }),
    },
    { key: 'activeToday', value: stats.activeStudents.today },
    { key: 'activeWeek', value: stats.activeStudents.week },
    {
      key: 'institutes',
      value: stats.institutes.total,
      note: t('admin.stats.suspendedNote', { count: stats.institutes.suspended }),
    },
    { key: 'pendingRequests', value: stats.institutes.pendingRequests },
    { key: 'openFeedback', value: stats.openFeedback },
    { key: 'openReports', value: stats.openQuestionReports },
    { key: 'rankReviews', value: stats.pendingRankReviews },
  ];
  const series: { key: Series; data: AdminStats['signUpsPerDay'] }[] = [
    { key: 'signUps', data: stats.signUpsPerDay },
    { key: 'active', data: stats.activeStudents.perDay },
    { key: 'attempts', data: stats.attemptsPerDay },
    { key: 'quizzes', data: stats.quizzesPerDay },
  ];
  return (
    <section aria-labelledby="admin-numbers" className="flex flex-col gap-4">
      <h2 id="admin-numbers" className="text-xl font-semibold">
        {t('admin.stats.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <p className="text-sm leading-snug text-slate-700">{t(`admin.stats.tiles.${tile.key}`)}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`tile-${tile.key}`}>
              {number.format(tile.value)}
            </p>
            {tile.note && <p className="text-xs text-slate-600">{tile.note}</p>}
          </li>
        ))}
      </ul>
      <div className="grid gap-3 lg:grid-cols-2">
        {series.map((s) => (
          <Card key={s.key} className="p-3 sm:p-4">
            <DayBars
              series={s.data}
              lang={lang}
              labels={{
                title: t(`admin.stats.series.${s.key}`),
                summary: (total) => t('admin.stats.seriesSummary', { total }),
                dayLine: (day, count) => t('admin.stats.dayLine', { day, count }),
              }}
            />
          </Card>
        ))}
      </div>
      <LiveTurnout stats={stats} />
    </section>
  );
}

function LiveTurnout({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation();
  const lang = useUiLanguage();
  const live = stats.liveTests;
  const when = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <Card className="p-3 sm:p-4">
      <h3 className="font-semibold text-slate-900">{t('admin.live.heading')}</h3>
      {live === null ? (
        <p className="mt-1 text-slate-700">{t('admin.live.unavailable')}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {t('admin.live.counts', { upcoming: live.upcoming, past: live.past })}
          </p>
          {live.recent.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('admin.live.none')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {live.recent.map((test) => {
                const share = test.registered > 0 ? Math.round((test.joined / test.registered) * 100) : 0;
                return (
                  <li key={test.id} className="py-2">
                    <p className="font-semibold text-slate-900">{test.title[lang]}</p>
                    <p className="text-sm text-slate-600">{when.format(new Date(test.startsAt))}</p>
                    <div className="mt-1 flex items-center gap-2">
                      <div
                        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                        role="img"
                        aria-label={t('admin.live.turnout', {
                          joined: test.joined,
                          registered: test.registered,
                          share,
                        })}
                      >
                        <div className="h-full bg-primary-700" style={{ width: `${share}%` }} />
                      </div>
                      <span className="text-sm text-slate-800">
                        {t('admin.live.turnout', { joined: test.joined, registered: test.registered, share })}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
