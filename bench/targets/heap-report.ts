/**
 * The chat targets' answer to the parent's `{ type: 'heap' }` over IPC: the V8 heap in use after full
 * collections (the target must run with --expose-gc), so a before/after difference counts only what
 * stays reachable.
 */
export interface HeapRequest {
  type: 'heap';
}

export interface HeapReport {
  type: 'heap';
  heapUsed: number;
  external: number;
  rss: number;
}

export function answerHeapRequests(): void {
  process.on('message', (message: unknown) => {
    if ((message as Partial<HeapRequest> | null)?.type !== 'heap') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('heap requested but the target runs without --expose-gc');
    // Several passes: weak references and finalisers freed by one pass let the next free more.
    for (let i = 0; i < 4; i++) gc();
    const m = process.memoryUsage();
    const report: HeapReport = { type: 'heap', heapUsed: m.heapUsed, external: m.external, rss: m.rss };
    process.send?.(report);
  });
}
