import type { GlobalBoard } from '@abhyas/core';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The board's top, the viewer's row highlighted, and the viewer pinned below when outside it. */
export function BoardList({ board }: { board: GlobalBoard }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  const meInTop = board.top.some((e) => e.isMe);
  return (
    <ol className="flex flex-col gap-2" aria-label={t('leaderboards.topLabel')}>
      {board.top.map((e) => (
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
            <span className={e.rank <= 3 ? 'sr-only' : undefined}>
              {t('leaderboards.rank', { rank: e.rank })}
            </span>
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
            {e.name}
            {e.isMe && <span className="ml-1 text-primary-800">({t('leaderboards.you')})</span>}
          </span>
          <span className="shrink-0 text-right font-bold tabular-nums text-slate-900">
            {t('leaderboards.points', { count: e.points, formatted: number(e.points) })}
          </span>
        </li>
      ))}
      {board.mine && !meInTop && (
        <li
          aria-current="true"
          className="mt-2 flex min-h-14 items-center gap-3 rounded-lg border border-primary-600 bg-primary-50 px-3 py-2"
        >
          <span className="inline-flex min-w-9 shrink-0 items-center justify-center rounded-full bg-primary-700 px-2 py-1.5 font-bold text-white tabular-nums">
            {number(board.mine.rank)}
          </span>
          <span className="min-w-0 flex-1 font-semibold text-slate-900">{t('leaderboards.you')}</span>
          <span className="shrink-0 font-bold tabular-nums">
            {t('leaderboards.points', { count: board.mine.points, formatted: number(board.mine.points) })}
          </span>
        </li>
      )}
    </ol>
  );
}
