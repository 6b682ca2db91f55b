import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

/**
 * What the server's own thread did between the parent's `{ type: 'loop', start: true }` and
 * `{ type: 'loop' }`: how late its timers ran (the event loop's delay: a save that arrives while the
 * thread is busy waits at least that long), how busy it was, and the garbage collections in that
 * time. pdf-hall reads one per window to say what the PDFs' share of the thread is.
 */
export interface LoopRequest {
  type: 'loop';
  /** Starts a new window (the figures since the last start are dropped). */
  start?: boolean;
}

export interface LoopReport {
  type: 'loop';
  /** Event-loop delay p99 and max, ms. */
  delayP99Ms: number;
  delayMaxMs: number;
  /** Share of the window the thread was running JavaScript or native work, 0–1. */
  utilisation: number;
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
  /** The longest garbage collection's kind (perf_hooks: 1 minor, 4 major, 8 incremental, 16 weak callbacks). */
  gcMaxKind: number;
}

export function answerLoopRequests(): void {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let since = performance.eventLoopUtilization();
  let gc = { count: 0, total: 0, max: 0, maxKind: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.total += entry.duration;
      if (entry.duration > gc.max) {
        gc.max = entry.duration;
        gc.maxKind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message: unknown) => {
    const m = message as Partial<LoopRequest> | null;
    if (m?.type !== 'loop') return;
    if (m.start) {
      delay.reset();
      since = performance.eventLoopUtilization();
      gc = { count: 0, total: 0, max: 0, maxKind: 0 };
      return;
    }
    const report: LoopReport = {
      type: 'loop',
      delayP99Ms: delay.percentile(99) / 1e6,
      delayMaxMs: delay.max / 1e6,
      utilisation: performance.eventLoopUtilization(since).utilization,
      gcCount: gc.count,
      gcTotalMs: gc.total,
      gcMaxMs: gc.max,
      gcMaxKind: gc.maxKind,
    };
    process.send?.(report);
  });
}
