import type { Leaderboard, TestLanguage } from '@abhyas/core';
import { ArrowLeft, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDuration, formatMarks } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useSetLeaderboard } from '../api/get-leaderboard';
import { hasFinishedFirstAttempt, LeaderboardStanding } from '../components/leaderboard-standing';
import { ErrorState } from '../components/page-states';

/** /exam-leaderboard?set=<slug>: the ranked first attempts of one practice set. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setSlug = params.get('set');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta
        title={t('exams.leaderboard.metaTitle')}
        description={t('exams.leaderboard.metaDescription')}
        noindex
      />
      {setSlug ? (
        <Board setSlug={setSlug} />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('exams.leaderboard.title')}</h1>
          <EmptyState
            title={t('exams.leaderboard.noSet')}
            body={t('exams.leaderboard.noSetHint')}
            action={
              <Link to="/exams" className={buttonClasses('primary')}>
                {t('exams.leaderboard.toSeries')}
              </Link>
            }
          />
        </>
      )}
    </div>
  );
}

/** The set's own test language when it has the student's, else the one it has. */
const testLanguage = (b: Leaderboard, preferred: TestLanguage): TestLanguage =>
  b.languages.includes(preferred) ? preferred : (b.languages[0] ?? preferred);

function Board({ setSlug }: { setSlug: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const board = useSetLeaderboard(setSlug);
  if (board.isPending) return <LoadingState />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  const b = board.data;
  const meInTop = b.top.some((e) => e.isMe);
  const finished = hasFinishedFirstAttempt(b);
  const language = testLanguage(b, lang);
  const setPath = `/exams/${b.seriesId}/${b.setId}`;
  // A leaderboard is not a dead end: back to the set list, on to the student's result or the test.
  const startTest = (
    <Link to={`${setPath}?lang=${language}`} className={buttonClasses(finished ? 'secondary' : 'primary')}>
      {t(finished ? 'exams.sets.reattempt' : 'exams.sets.start')}
    </Link>
  );

  return (
    <>
      <Link
        to={`/exams/${b.seriesId}/${language}`}
        className={`${buttonClasses('ghost')} -ml-3 self-start px-3`}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('exams.leaderboard.toSets')}
      </Link>
      <header>
        <p className="text-sm font-semibold text-accent-800">{t('exams.leaderboard.title')}</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{b.title[lang]}</h1>
        <p className="mt-1 text-slate-700">{t('exams.leaderboard.takers', { count: b.takers })}</p>
      </header>
      <LeaderboardStanding board={b} />
      {b.top.length === 0 ? (
        finished ? (
          <EmptyState title={t('exams.leaderboard.emptyNoRanks')} />
        ) : (
          <EmptyState
            title={t('exams.leaderboard.empty')}
            body={t('exams.leaderboard.emptyHint')}
            action={startTest}
          />
        )
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('exams.leaderboard.topLabel')}>
          {b.top.map((e) => (
            <li
              key={`${e.rank}-${e.username}`}
              aria-current={e.isMe ? 'true' : undefined}
              className={cn(
                'flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2',
                e.isMe ? 'border-primary-600 bg-primary-50' : 'border-slate-200 bg-white',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold tabular-nums',
                  e.rank <= 3 ? 'bg-accent-100 text-accent-900' : 'bg-slate-100 text-slate-700',
                )}
              >
                {e.rank <= 3 ? <Trophy aria-hidden="true" className="size-4" /> : null}
                <span className={e.rank <= 3 ? 'sr-only' : undefined}>{e.rank}</span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">
                  {e.name}
                  {e.isMe && <span className="ml-1 text-primary-800">({t('exams.leaderboard.you')})</span>}
                </span>
                <span className="block text-sm text-slate-600">{formatDuration(t, e.timeTakenSeconds)}</span>
              </span>
              <span className="shrink-0 text-right font-bold tabular-nums text-slate-900">
                {formatMarks(e.score, lang)}
                <span className="sr-only"> {t('exams.leaderboard.marks')}</span>
              </span>
            </li>
          ))}
          {b.mine && !meInTop && (
            <li
              aria-current="true"
              className="mt-2 flex min-h-14 items-center gap-3 rounded-lg border border-primary-600 bg-primary-50 px-3 py-2"
            >
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular-nums">
                {b.mine.rank}
              </span>
              <span className="min-w-0 flex-1 font-semibold text-slate-900">
                {t('exams.leaderboard.you')}
              </span>
              <span className="shrink-0 font-bold tabular-nums">{formatMarks(b.mine.score, lang)}</span>
            </li>
          )}
        </ol>
      )}
      {(finished || b.top.length > 0) && (
        <nav aria-label={t('exams.leaderboard.next')} className="flex flex-col gap-2 sm:flex-row">
          {finished && (
            <Link to={`${setPath}/results`} className={buttonClasses('primary')}>
              {t('exams.leaderboard.toResult')}
            </Link>
          )}
          {startTest}
        </nav>
      )}
    </>
  );
}
