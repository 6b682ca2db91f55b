import autocannon from 'autocannon';
import { median } from './stats.ts';

/** The same settings for every target in a run, or the ratios compare different things. */
export interface LoadSettings {
  connections: number;
  pipelining: number;
  /** Once per target before its first round; figures discarded. */
  warmupSeconds: number;
  /** Each target is loaded `rounds` times, `roundSeconds` each, in turns with the other targets. */
  rounds: number;
  roundSeconds: number;
}

export interface LoadTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  /** Median over the rounds of autocannon's mean requests per second. */
  rps: number;
  /**
   * From Little's law (requests in flight ÷ throughput), exact for autocannon's closed loop. Its own
   * histogram truncates each sample to whole milliseconds, which makes sub-millisecond means read as 0.
   */
  meanMs: number;
  /** Whole milliseconds, as autocannon records them; median over the rounds. */
  p50Ms: number;
  p99Ms: number;
  /** Requests per second of each round, in order, to show the spread. */
  roundRps: number[];
  total: number;
}

/**
 * Loads the targets in turns (A B C D, B C D A, …) rather than one after another: on a shared VM the
 * host's noise comes and goes over seconds, and taking turns spreads it over every target alike
 * instead of letting it land on one and skew its ratio.
 */
export async function measureInTurns(
  targets: readonly LoadTarget[],
  settings: LoadSettings,
): Promise<LoadResult[]> {
  // The warm-up lets V8 optimise the hot paths (ours and autocannon's) and fills connection pools.
  for (const target of targets) await fire(target, settings, settings.warmupSeconds);
  const rounds = targets.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < settings.rounds; round++) {
    for (let k = 0; k < targets.length; k++) {
      const i = (round + k) % targets.length;
      rounds[i]!.push(await fire(targets[i]!, settings, settings.roundSeconds));
    }
  }
  return rounds.map((results) => summarise(results, settings));
}

function summarise(results: autocannon.Result[], settings: LoadSettings): LoadResult {
  const rps = median(results.map((r) => r.requests.average));
  return {
    rps,
    meanMs: (1000 * settings.connections * settings.pipelining) / rps,
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    roundRps: results.map((r) => r.requests.average),
    total: results.reduce((sum, r) => sum + r.requests.total, 0),
  };
}

async function fire(target: LoadTarget, settings: LoadSettings, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
  });
  return check(target.label, result);
}

/** A fast 401 or 500 is not throughput: any answer but 200 invalidates the figure. */
function check(title: string, result: autocannon.Result): autocannon.Result {
  const problems: string[] = [];
  const counts = statusCounts(result);
  const others = Object.keys(counts).filter((status) => status !== '200');
  if (result.non2xx > 0 || others.length > 0)
    problems.push(`answers other than 200: ${JSON.stringify(counts)}`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (result.requests.total === 0) problems.push('no requests completed');
  if (problems.length > 0) throw new Error(`${title}: ${problems.join(', ')}`);
  return result;
}

function statusCounts(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) counts[status] = stat.count ?? 0;
  return counts;
}
