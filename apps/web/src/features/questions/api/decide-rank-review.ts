import { type RankReviewDecision, type RankReviewItem, rankReviewItemSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { rankReviewKeys } from './rank-reviews';

export interface DecideRankReviewInput {
  attemptId: string;
  decision: RankReviewDecision;
}

/** `cleared` puts the attempt in the ranks (its rank and everyone's follow); `rejected` keeps it out. */
export async function decideRankReview({
  attemptId,
  decision,
}: DecideRankReviewInput): Promise<RankReviewItem> {
  return rankReviewItemSchema.parse(await apiPost<unknown>(`/admin/rank-reviews/${attemptId}`, { decision }));
}

export function useDecideRankReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRankReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rankReviewKeys.all }),
  });
}
