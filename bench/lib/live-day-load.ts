/**
 * The live-day bench's load generator, run as a child process of its own (bench/live-day.ts starts
 * it) so the server's event loop and this one never share a thread. One undici Pool of keep-alive
 * connections carries every candidate's requests; each candidate is a small state machine moved by
 * timers (arrive → load the paper → save every 15–25 s → submit), never a loop that polls.
 *
 * Protocol (IPC): the parent writes the plan to the file named by BENCH_LIVE_PLAN; we run the idle
 * baseline (one hall candidate at a time) and send `{type:'baseline'}`; the parent answers
 * `{type:'go', t0}` (the test's start, epoch ms); we run the day and send `{type:'done'}`.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadPlan {
  base: string;
  connections: number;
  /** hall: POST /api/attempts returns the paper; live: POST …/join, whose answer carries the paper. */
  mode: 'hall' | 'live';
  setSlug: string;
  liveTestId: string | null;
  tokens: string[];
  /** Hall candidates timed one at a time on the idle server before the day (the baseline). */
  baseline: { tokens: string[]; setSlug: string; saves: number };
  arrivalMs: number;
  testMs: number;
  submitWindowMs: number;
  saveMinMs: number;
  saveMaxMs: number;
}

export interface Timings {
  paper: number[];
  /** Live only: the join request alone (its answer carries the paper; `paper` adds the client's parse). */
  join: number[];
  saves: number[];
  submits: number[];
  errors: number;
  samples: string[];
}

export interface DayResult extends Timings {
  type: 'done';
  attemptIds: (string | null)[];
  questionIds: string[];
  /** One entry per acknowledged save: candidate index, question index, seq, answer. */
  acked: { cand: number[]; q: number[]; seq: number[]; answer: number[] };
  /** ms after the deadline (t0 + testMs) at which the last submit was acknowledged (negative: before). */
  lastSubmitAfterDeadlineMs: number;
  submitted: number;
  loopDelayMs: { p50: number; p99: number; max: number };
  cpuSeconds: number;
}

interface Reply<T> {
  status: number;
  body: T;
  ms: number;
}

const plan = JSON.parse(fs.readFileSync(process.env.BENCH_LIVE_PLAN ?? '', 'utf8')) as LoadPlan;
const pool = new Pool(plan.base, {
  connections: plan.connections,
  pipelining: 1,
  keepAliveTimeout: 120_000,
  headersTimeout: 120_000,
  bodyTimeout: 120_000,
});

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<Reply<T>> {
  const started = performance.now();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Awaited<ReturnType<typeof pool.request>>;
  let text: string;
  try {
    res = await pool.request({
      method,
      path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await res.body.text();
  } catch (err) {
    // A refused or reset connection is an error of the day like a 5xx, not a crash of the generator.
    return { status: 0, body: String(err) as T, ms: performance.now() - started };
  }
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (an nginx error page): kept as text for the error sample.
  }
  return { status: res.statusCode, body: parsed as T, ms: performance.now() - started };
}

interface Paper {
  id?: string;
  questions?: { id: string }[];
}
interface Ack {
  acked?: number[];
  rejected?: unknown[];
}

const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const newTimings = (): Timings => ({ paper: [], join: [], saves: [], submits: [], errors: 0, samples: [] });
function fail(t: Timings, why: string) {
  t.errors += 1;
  if (t.samples.length < 8) t.samples.push(why.slice(0, 300));
}
const show = (r: Reply<unknown>) => `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;

/** The paper: the hall's start (its answer is the paper), or the live join (its answer carries it). */
async function loadPaper(t: Timings, token: string, mode: 'hall' | 'live', setSlug: string) {
  const started = performance.now();
  if (mode === 'hall') {
    const r = await call<Paper>('POST', '/api/attempts', token, { setId: setSlug, language: 'hi' });
    if ((r.status !== 200 && r.status !== 201) || !r.body.id || !r.body.questions?.length)
      return fail(t, `paper ${show(r)}`);
    t.paper.push(performance.now() - started);
    return { attemptId: r.body.id, questions: r.body.questions };
  }
  // As the lobby does: the join's answer carries the hall's state, paper included (the hall opens on
  // it without a second request; a reload would read GET /api/attempts/{id}).
  const j = await call<{ attemptId?: string; state?: Paper }>(
    'POST',
    `/api/live-tests/${plan.liveTestId}/join`,
    token,
    {},
  );
  if ((j.status !== 200 && j.status !== 201) || !j.body.state?.questions?.length)
    return fail(t, `join ${show(j)}`);
  t.join.push(j.ms);
  t.paper.push(performance.now() - started);
  return { attemptId: j.body.attemptId ?? '', questions: j.body.state.questions };
}

async function save(
  t: Timings,
  token: string,
  attemptId: string,
  seq: number,
  questionId: string,
  answer: number,
) {
  const r = await call<Ack>('POST', `/api/attempts/${attemptId}/saves`, token, {
    saves: [{ seq, questionId, answer, marked: false, timeSpentMs: Math.floor(rand(5000, 25_000)) }],
  });
  if (r.status !== 200 || !r.body.acked?.includes(seq) || (r.body.rejected?.length ?? 0) > 0) {
    fail(t, `save ${show(r)}`);
    return false;
  }
  t.saves.push(r.ms);
  return true;
}

/**
 * A live attempt's submit finalises it but may answer 409 LIVE_RESULTS_PENDING (its result waits for
 * the window's close): counted as submitted here; live-day-checks.ts then reads every attempt's
 * finished_by in the database, so a submit that did not finalise cannot pass unseen.
 */
const pending = (r: Reply<unknown>) =>
  r.status === 409 &&
  (r.body as { error?: { code?: string } } | null)?.error?.code === 'LIVE_RESULTS_PENDING';

async function submit(t: Timings, token: string, attemptId: string, live = false) {
  const r = await call<{ score?: number }>('POST', `/api/attempts/${attemptId}/submit`, token);
  if (!(live && pending(r)) && (r.status !== 200 || typeof r.body.score !== 'number')) {
    fail(t, `submit ${show(r)}`);
    return false;
  }
  t.submits.push(r.ms);
  return true;
}

/** One hall candidate at a time on the idle server: what a request costs with nothing else going on. */
async function baseline(): Promise<Timings> {
  const t = newTimings();
  let seq = 0;
  for (const token of plan.baseline.tokens) {
    const paper = await loadPaper(t, token, 'hall', plan.baseline.setSlug);
    if (!paper) continue;
    for (let k = 0; k < plan.baseline.saves; k++) {
      const q = paper.questions[k % paper.questions.length]!;
      await save(t, token, paper.attemptId, ++seq, q.id, k % 4);
    }
    await submit(t, token, paper.attemptId);
  }
  return t;
}

function day(t0: number): Promise<DayResult> {
  const t = newTimings();
  const n = plan.tokens.length;
  const attemptIds: (string | null)[] = new Array(n).fill(null);
  const seqs = new Int32Array(n);
  let questionIds: string[] = [];
  const acked = { cand: [] as number[], q: [] as number[], seq: [] as number[], answer: [] as number[] };
  const deadline = t0 + plan.testMs;
  let lastSubmitAck = Number.NEGATIVE_INFINITY;
  let submitted = 0;
  let settled = 0;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpuStart = process.cpuUsage();
  // Wall-clock times: the parent set the test's start by the same clock.
  const at = (when: number, fn: () => void) => setTimeout(fn, Math.max(0, when - Date.now()));

  return new Promise((resolve) => {
    const finish = () => {
      settled += 1;
      if (settled < n) return;
      delay.disable();
      const cpu = process.cpuUsage(cpuStart);
      resolve({
        type: 'done',
        ...t,
        attemptIds,
        questionIds,
        acked,
        lastSubmitAfterDeadlineMs: lastSubmitAck - deadline,
        submitted,
        loopDelayMs: {
          p50: delay.percentile(50) / 1e6,
          p99: delay.percentile(99) / 1e6,
          max: delay.max / 1e6,
        },
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      });
    };
    for (let i = 0; i < n; i++) {
      const token = plan.tokens[i]!;
      // Everyone submits within the last submitWindowMs before the deadline.
      const submitAt = deadline - rand(0, plan.submitWindowMs);
      const doSubmit = async (attemptId: string) => {
        if (await submit(t, token, attemptId, plan.mode === 'live')) {
          submitted += 1;
          lastSubmitAck = Math.max(lastSubmitAck, Date.now());
        }
        finish();
      };
      const next = (attemptId: string) => {
        const when = Date.now() + rand(plan.saveMinMs, plan.saveMaxMs);
        if (when >= submitAt) return at(submitAt, () => void doSubmit(attemptId));
        at(when, async () => {
          const qi = Math.floor(Math.random() * questionIds.length);
          const seq = ++seqs[i]!;
          const answer = Math.floor(Math.random() * 4);
          if (await save(t, token, attemptId, seq, questionIds[qi]!, answer)) {
            acked.cand.push(i);
            acked.q.push(qi);
            acked.seq.push(seq);
            acked.answer.push(answer);
          }
          next(attemptId);
        });
      };
      at(t0 + rand(0, plan.arrivalMs), async () => {
        const paper = await loadPaper(t, token, plan.mode, plan.setSlug);
        if (!paper) return finish();
        if (questionIds.length === 0) questionIds = paper.questions.map((q) => q.id);
        else if (paper.questions.length !== questionIds.length) fail(t, 'a paper of another length');
        attemptIds[i] = paper.attemptId;
        next(paper.attemptId);
      });
    }
    // Progress on stdout every 10 s, so a long run shows it is alive (and where it stands).
    const progress = setInterval(() => {
      const s = Math.round((Date.now() - t0) / 1000);
      console.log(
        `t=${s}s papers ${t.paper.length} saves ${t.saves.length} submits ${t.submits.length} errors ${t.errors}`,
      );
    }, 10_000);
    progress.unref();
  });
}

const crash = (why: unknown) => {
  process.send?.({ type: 'crash', why: why instanceof Error ? (why.stack ?? why.message) : String(why) });
};
process.on('message', (m: { type: string; t0?: number }) => {
  if (m.type !== 'go' || typeof m.t0 !== 'number') return;
  void day(m.t0).then((result) => {
    process.send?.(result, () => void pool.close().then(() => process.exit(0)));
  }, crash);
});
const idle = await baseline();
process.send?.({ type: 'baseline', ...idle });
