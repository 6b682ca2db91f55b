/**
 * The live-day bench's sizes (issue 20's day, or the quick harness check) and the one change it makes
 * to the live test behind the server's back: its start, once the idle baseline is done.
 */
import pg from 'pg';

/** Issue 20's day at full size; the quick one only shows the harness works (figures not to record). */
export interface Sizes {
  candidates: number;
  arrivalSeconds: number;
  testSeconds: number;
  submitSeconds: number;
  saveMinSeconds: number;
  saveMaxSeconds: number;
  connections: number;
  baselineUsers: number;
  baselineSaves: number;
  /** The server's sweeper and live ticker (ATTEMPT_SWEEP_SECONDS): its default, 30 s, on the real day. */
  tickSeconds: number;
}

export function sizes(quick: boolean): Sizes {
  const base: Sizes = quick
    ? {
        candidates: 200,
        arrivalSeconds: 5,
        testSeconds: 30,
        submitSeconds: 5,
        saveMinSeconds: 3,
        saveMaxSeconds: 5,
        connections: 64,
        baselineUsers: 10,
        baselineSaves: 3,
        tickSeconds: 5,
      }
    : {
        candidates: 10_000,
        arrivalSeconds: 60,
        testSeconds: 300,
        submitSeconds: 30,
        saveMinSeconds: 15,
        saveMaxSeconds: 25,
        connections: 256,
        baselineUsers: 50,
        baselineSaves: 4,
        tickSeconds: 30,
      };
  const e = process.env;
  const num = (v: string | undefined, d: number) => (v && Number(v) > 0 ? Number(v) : d);
  return {
    ...base,
    candidates: num(e.BENCH_LIVE_CANDIDATES, base.candidates),
    arrivalSeconds: num(e.BENCH_LIVE_ARRIVAL_SECONDS, base.arrivalSeconds),
    testSeconds: num(e.BENCH_LIVE_TEST_SECONDS, base.testSeconds),
    submitSeconds: num(e.BENCH_LIVE_SUBMIT_SECONDS, base.submitSeconds),
    saveMinSeconds: num(e.BENCH_LIVE_SAVE_MIN_SECONDS, base.saveMinSeconds),
    saveMaxSeconds: num(e.BENCH_LIVE_SAVE_MAX_SECONDS, base.saveMaxSeconds),
    connections: num(e.BENCH_LIVE_CONNECTIONS, base.connections),
    tickSeconds: num(e.BENCH_LIVE_TICK_SECONDS, base.tickSeconds),
  };
}

/** The live test starts at t0 and lasts the shortened test; its reminder counts as sent (it is not the day's load). */
export async function moveLiveTest(url: string, id: string, t0: number, testSeconds: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update live_tests set starts_at = $2, ends_at = $3, reminded_at = now() where id = $1`,
      [id, new Date(t0).toISOString(), new Date(t0 + testSeconds * 1000).toISOString()],
    );
  } finally {
    await client.end();
  }
}
