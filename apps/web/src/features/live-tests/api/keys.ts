import type { LiveKey, LiveTab } from '@abhyas/core';

/** Query keys of the area, in one place so a registration or a join refreshes what it changes. */
export const liveKeysOf = {
  all: ['live-tests'] as const,
  list: (tab: LiveTab, liveKey: LiveKey | null, page: number) =>
    ['live-tests', 'list', tab, liveKey, page] as const,
  detail: (id: string) => ['live-tests', 'detail', id] as const,
  results: (id: string) => ['live-tests', 'results', id] as const,
  leaderboard: (id: string, page: number) => ['live-tests', 'leaderboard', id, page] as const,
  admin: ['live-tests', 'admin'] as const,
};
