/**
 * When this process last took an exam-hall answer save. Background work that competes with the hall
 * for the machine's cores yields while the hall is in use: a PDF render thread running flat out on a
 * 2-core server made the saves' p99 1.8× even at the lowest priority (modules/notes/pdf/renderer.ts,
 * bench/pdf-hall.ts). One clock per process, whichever app or test touched it.
 */
let lastSave = Number.NEGATIVE_INFINITY;

export interface HallActivity {
  /** A save was taken within the last `withinMs` milliseconds. */
  activeWithin(withinMs: number): boolean;
}

export const hallActivity: HallActivity & { saved(): void } = {
  saved(): void {
    lastSave = performance.now();
  },
  activeWithin(withinMs: number): boolean {
    return performance.now() - lastSave < withinMs;
  },
};
