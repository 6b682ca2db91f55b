import { type ExamKey, globalBoardSchema, type LeaderboardPeriod, type LeaderboardScope } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface BoardChoice {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  exam: ExamKey | null;
}

export const globalBoardKey = (c: BoardChoice) => ['global-board', c.period, c.scope, c.exam ?? ''] as const;

/** One global board: its top 100 and the viewer's own rank (docs/leaderboards.md). */
export async function getGlobalBoard(c: BoardChoice, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/leaderboards', {
    query: { period: c.period, scope: c.scope, exam: c.scope === 'exam' ? c.exam : null },
    ...(signal ? { signal } : {}),
  });
  return globalBoardSchema.parse(body);
}

export function useGlobalBoard(c: BoardChoice) {
  return useQuery({
    queryKey: globalBoardKey(c),
    queryFn: ({ signal }) => getGlobalBoard(c, signal),
    // An exam board needs an exam; until one is chosen there is nothing to ask for.
    enabled: c.scope !== 'exam' || c.exam !== null,
    // Switching tabs keeps the last board on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
