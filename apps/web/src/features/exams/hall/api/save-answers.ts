import { type SaveAck, saveAckSchema } from '@abhyas/core';
import { ApiError, apiPost } from '@/lib/api-client';
import { type ClockSample, timed } from '../lib/clock';
import { AttemptClosedError, AttemptMovedError, type PendingSave, SaveRefusedError } from '../lib/save-queue';

/**
 * Exactly the fields of the save contract: the server refuses unknown fields (docs/api-errors.md), and
 * a refused batch is dropped, so whatever else the queue keeps on a save must never reach the wire.
 */
const wire = ({ seq, questionId, answer, marked, timeSpentMs }: PendingSave) => ({
  seq,
  questionId,
  answer,
  marked,
  timeSpentMs,
});

/**
 * POST /api/attempts/{id}/saves: the save queue's only way to the server (lib/save-queue.ts batches,
 * stores and retries; this sends one batch). The server's answers are mapped onto what the queue
 * understands: ATTEMPT_CLOSED ends it, ATTEMPT_MOVED stops it (another device has the test), a batch
 * it can never accept is refused, anything else retries.
 */
export async function saveAnswers(
  attemptId: string,
  saves: PendingSave[],
): Promise<{ value: SaveAck; clock: ClockSample }> {
  try {
    return await timed(async () =>
      saveAckSchema.parse(await apiPost<unknown>(`/attempts/${attemptId}/saves`, { saves: saves.map(wire) })),
    );
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'ATTEMPT_CLOSED') throw new AttemptClosedError();
      if (error.code === 'ATTEMPT_MOVED') throw new AttemptMovedError();
      // A batch the server can never accept would block the queue forever; network, 5xx, 429 retry.
      const permanent =
        error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
      if (permanent && error.status !== 401 && error.status !== 403) throw new SaveRefusedError();
    }
    throw error;
  }
}
