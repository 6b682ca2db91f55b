import type { LiveResults as Results } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { formatMarks, formatPercent, intlLocale } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useLiveResults } from '../api/get-live-results';
import { DistributionChart } from './distribution-chart';
import { LiveLeaderboard } from './live-leaderboard';

/** The published results: my score, all-India rank, percentile, section ranks, the spread, the cut-offs, the board. */
export function LiveResults({ liveTestId, pending }: { liveTestId: string; pending: React.ReactNode }) {
  const results = useLiveResults(liveTestId, true);
  if (results.isPending) return <LoadingState />;
  if (results.isError) {
    // Published a moment ago on the list but not yet here (another node): the lobby's pending state.
    if (isApiError(results.error) && results.error.code === 'LIVE_RESULTS_PENDING') return <>{pending}</>;
    return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  }
  return <ResultsView results={results.data} liveTestId={liveTestId} />;
}

function ResultsView({ results, liveTestId }: { results: Results; liveTestId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const number = new Intl.NumberFormat(intlLocale(lang));
  const { mine, summary } = results;
  const marks = (v: number) => formatMarks(v, lang);
  return (
    <div className="flex flex-col gap-5">
      <Card aria-labelledby="my-result" className="flex flex-col gap-3">
        <h2 id="my-result" className="text-lg font-semibold text-slate-900">
          {t('liveTests.results.mine')}
        </h2>
        {mine ? (
          <>
            <p className="text-3xl font-bold text-primary-900" data-testid="live-score">
              {t('liveTests.results.score', { score: marks(mine.score), total: marks(summary.totalMarks) })}
            </p>
            <p className="text-lg font-semibold text-slate-900" data-testid="live-rank">
              {t('liveTests.results.rank', {
                rank: number.format(mine.rank),
                n: number.format(mine.candidates),
              })}
            </p>
            <p className="text-slate-800">
              {t('liveTests.results.percentile', { p: formatPercent(mine.percentile, lang) })}
            </p>
            <p className="text-slate-700">
              {t('liveTests.results.counts', {
                correct: number.format(mine.correct),
                wrong: number.format(mine.wrong),
                skipped: number.format(mine.skipped),
              })}
            </p>
            {mine.sectionRanks.length > 1 && (
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left font-semibold text-slate-900">
                  {t('liveTests.results.sections')}
                </caption>
                <thead className="text-slate-700">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t('liveTests.results.section')}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      {t('liveTests.results.marks')}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {t('liveTests.results.sectionRank')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {mine.sectionRanks.map((s) => (
                    <tr key={s.index}>
                      <th scope="row" className="py-2 pr-2 font-normal text-slate-900">
                        {s.name[lang]}
                      </th>
                      <td className="py-2 pr-2 text-right tabular-nums">
                        {marks(s.score)} / {marks(s.maxScore)}
                      </td>
                      <td className="py-2 text-right font-semibold tabular-nums">{number.format(s.rank)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : (
          <p className="text-slate-800">{t('liveTests.results.notSat')}</p>
        )}
      </Card>

      <Card aria-labelledby="spread" className="flex flex-col gap-3">
        <h2 id="spread" className="text-lg font-semibold text-slate-900">
          {t('liveTests.results.spread', { n: number.format(summary.candidates) })}
        </h2>
        <DistributionChart
          buckets={summary.distribution}
          mine={mine?.score ?? null}
          lang={lang}
          labels={{
            axisY: t('liveTests.results.axisY'),
            axisX: t('liveTests.results.axisX'),
            summary: summary.distribution
              .map((b) =>
                t('liveTests.results.bucket', {
                  from: marks(b.from),
                  to: marks(b.to),
                  n: number.format(b.count),
                }),
              )
              .join('; '),
          }}
        />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3" data-testid="live-cutoffs">
          {summary.cutOffs.map((c) => (
            <div key={c.percentile}>
              <dt className="text-sm text-slate-700">
                {t('liveTests.results.cutOff', { p: number.format(c.percentile) })}
              </dt>
              <dd className="font-semibold tabular-nums text-slate-900">{marks(c.score)}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm text-slate-700">{t('liveTests.results.passing')}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{marks(summary.passingMarks)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('liveTests.results.topper')}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{marks(summary.topper)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('liveTests.results.average')}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{marks(summary.average)}</dd>
          </div>
        </dl>
      </Card>

      <Card aria-labelledby="live-board" className="flex flex-col gap-3">
        <h2 id="live-board" className="text-lg font-semibold text-slate-900">
          {t('liveTests.board.title')}
        </h2>
        <LiveLeaderboard liveTestId={liveTestId} />
      </Card>
    </div>
  );
}
