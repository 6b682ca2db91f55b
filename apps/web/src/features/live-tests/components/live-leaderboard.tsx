import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { cn } from '@/lib/cn';
import { formatMarks, formatPercent, intlLocale } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useLiveLeaderboard } from '../api/get-live-leaderboard';

/** The live leaderboard (after publication): competition ranks, equal scores sharing one. */
export function LiveLeaderboard({ liveTestId }: { liveTestId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [page, setPage] = useState(1);
  const board = useLiveLeaderboard(liveTestId, page, true);
  const number = new Intl.NumberFormat(intlLocale(lang));
  if (board.isPending) return <LoadingState />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  const b = board.data;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col divide-y divide-slate-200" aria-label={t('liveTests.board.title')}>
        {b.items.map((e) => (
          <li
            key={`${e.rank}-${e.username}`}
            aria-current={e.isMe || undefined}
            className={cn('flex items-center gap-3 py-2.5', e.isMe && 'rounded-md bg-accent-50 px-2')}
          >
            <span className="flex w-12 shrink-0 items-center gap-1 font-bold tabular-nums text-slate-900">
              {e.rank <= 3 && <Trophy aria-hidden="true" className="size-4 text-accent-600" />}
              <span className="sr-only">{t('liveTests.board.rank')} </span>
              {number.format(e.rank)}
            </span>
            <span className="min-w-0 flex-1 truncate text-slate-900">
              {e.name}
              {e.isMe && <span className="ml-1 text-sm text-slate-700">({t('liveTests.board.you')})</span>}
            </span>
            <span className="shrink-0 text-right tabular-nums">
              <span className="font-semibold text-slate-900">{formatMarks(e.score, lang)}</span>
              <span className="block text-xs text-slate-700">
                {t('liveTests.board.percentile', { p: formatPercent(e.percentile, lang) })}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <Pager page={b.page} pages={Math.ceil(b.total / b.pageSize)} onPage={setPage} texts="liveTests.pager" />
    </div>
  );
}
