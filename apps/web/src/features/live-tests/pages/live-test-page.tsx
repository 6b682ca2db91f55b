import { liveKeyName, publishDueAt } from '@abhyas/core';
import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { formatDateTime, intlLocale } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useLiveTest } from '../api/get-live-test';
import { LiveResults } from '../components/live-results';
import { Lobby } from '../components/lobby';
import { useServerNow } from '../hooks/use-server-now';
import { lobbyState } from '../lib/lobby';

/**
 * /mock-test/{id}: the test, its lobby (countdown in server time, Join at zero, the hall), then
 * "results at …" and, once published, the results and the live leaderboard.
 */
export function LiveTestPage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { liveTestId = '' } = useParams();
  // Waiting for results: ask again every 10–15 s (spread, so that every lobby does not ask at once).
  const pollMs = useMemo(() => 10_000 + Math.floor(Math.random() * 5_000), []);
  const detail = useLiveTest(liveTestId, pollMs);
  const now = useServerNow(detail.data?.offsetMs ?? 0);
  const number = new Intl.NumberFormat(intlLocale(lang));

  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return (
      <ErrorState
        error={detail.error}
        onRetry={() => void detail.refetch()}
        notFound={
          <EmptyState
            title={t('liveTests.notFound.title')}
            body={t('liveTests.notFound.body')}
            action={
              <Link to="/mock-test" className="font-semibold text-primary-700 underline">
                {t('liveTests.back')}
              </Link>
            }
          />
        }
      />
    );
  const { test, registration } = detail.data;
  const state = lobbyState(test, registration, now);
  const lobby = <Lobby test={test} registration={registration} state={state} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={test.title[lang]} description={t('liveTests.lead')} noindex />
      <Link to="/mock-test" className="self-start font-semibold text-primary-700 underline">
        {t('liveTests.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Chip color="primary">{liveKeyName(test.liveKey, lang)}</Chip>
          {test.scope === 'batch' && test.batchName && <Chip>{test.batchName}</Chip>}
        </div>
        <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{test.title[lang]}</h1>
        <p className="flex items-start gap-2 text-slate-800">
          <CalendarClock aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-600" />
          {t('liveTests.card.startsAt', { time: formatDateTime(test.startsAt, lang) })}
        </p>
        <p className="text-slate-700">
          {t('liveTests.card.facts', {
            minutes: number.format(test.durationMinutes),
            questions: number.format(test.questions),
            marks: number.format(test.totalMarks),
          })}
        </p>
      </header>
      {state.kind === 'published' ? (
        <LiveResults
          liveTestId={test.id}
          pending={
            <Card aria-label={t('liveTests.lobby.title')}>
              <Lobby
                test={test}
                registration={registration}
                state={{ kind: 'pending', resultsAt: publishDueAt(new Date(test.endsAt)) }}
              />
            </Card>
          }
        />
      ) : (
        <Card aria-label={t('liveTests.lobby.title')} className="flex flex-col gap-3">
          {lobby}
        </Card>
      )}
    </div>
  );
}
