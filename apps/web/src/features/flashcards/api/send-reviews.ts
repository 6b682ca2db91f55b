import { type ReviewAck, type ReviewInput, reviewAckSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/flashcards/reviews: a batch from the device's outbox (lib/review-outbox.ts). The server
 * computes the schedules; a review it has seen before (same id) is answered `duplicate`.
 */
export async function sendReviews(reviews: ReviewInput[]): Promise<ReviewAck> {
  return reviewAckSchema.parse(await apiPost<unknown>('/flashcards/reviews', { reviews }));
}
