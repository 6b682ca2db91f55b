/**
 * Limits of one answer save, shared by the server's contract and the hall's save queue (which must
 * never build a batch the server refuses). Zod-free, so the web app's start path can read them.
 */
export const attemptLimits = {
  /** Saves in one POST /api/attempts/{id}/saves. */
  saveBatchMax: 200,
  /** The per-device save counter's ceiling. */
  seqMax: 2_000_000_000,
  /** Time on one question since its previous save: six hours. */
  timeSpentMaxMs: 6 * 60 * 60 * 1000,
  /** Highest option index (five options, 0–4). */
  optionIndexMax: 4,
} as const;
