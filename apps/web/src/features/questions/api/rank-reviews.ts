import { type RankReviewItem, type RankReviewStatus, rankReviewListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export { rankReviewStatuses } from '@abhyas/core';
export type { RankReviewItem, RankReviewStatus };

/** The rank reviews tab: its own prefix, so a content write does not refetch it. */
export const rankReviewKeys = {
  all: ['admin-rank-reviews'] as const,
  list: (status: RankReviewStatus) => [...rankReviewKeys.all, status] as const,
};

export async function listRankReviews(
  status: RankReviewStatus,
  signal?: AbortSignal,
): Promise<RankReviewItem[]> {
  const body = await apiGet<unknown>('/admin/rank-reviews', {
    query: { status },
    ...(signal ? { signal } : {}),
  });
  return rankReviewListSchema.parse(body).items;
}

/** First attempts held out of the ranks as too fast for a person, or already decided (newest first, at most 200). */
export function useRankReviews(status: RankReviewStatus) {
  return useQuery({
    queryKey: rankReviewKeys.list(status),
    queryFn: ({ signal }) => listRankReviews(status, signal),
  });
}
