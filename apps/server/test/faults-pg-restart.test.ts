import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { SaveAck } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../test-support/server-process.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { createPracticeSet } from './exam-factories.ts';
import { type FaultCandidate, faultServer, nextSave, storedResponses } from './fault-server.ts';
import { postgresCopy } from './helpers.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Issue 22, scenario 2 (docs/reliability.md): PostgreSQL itself is restarted while candidates are
 * answering. A save is acknowledged only after it committed; while the database is away the API
 * answers 503 (never 500) and stays up; the candidates' clients retry the same saves, as the hall's
 * queue does; afterwards every question holds exactly one row, with the highest seq sent for it.
 *
 * It restarts the machine's PostgreSQL, which would break every other test file running on it, so it
 * runs only when asked (`FAULTS_PG_RESTART=1` with `TEST_DATABASE_URL`): `.ci/run` runs it alone,
 * after the PostgreSQL suite. `PG_RESTART_COMMAND` overrides the restart (default: the one cluster
 * under /etc/postgresql, through pg_ctlcluster).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL) && process.env.FAULTS_PG_RESTART === '1';
const CANDIDATES = 100;

/** Asynchronous, so the candidates (this process's own clients) keep saving through the restart. */
async function restartPostgres() {
  const run = promisify(execFile);
  const custom = process.env.PG_RESTART_COMMAND;
  if (custom) return run('sh', ['-c', custom]);
  const [version] = readdirSync('/etc/postgresql');
  if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql');
  return run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
}

let database: Database;
let server: ServerProcess | undefined;
let fault: ReturnType<typeof faultServer>;

beforeAll(async () => {
  if (!enabled) return;
  const url = await postgresCopy();
  database = await openPostgres(url, 4);
  fault = faultServer(url);
  server = await fault.start();
}, 60_000);
afterAll(async () => {
  await server?.kill();
  await database?.close();
});

/** `answers`: the highest seq sent for each question (every save is retried until acknowledged). */
type Candidate = FaultCandidate;

const statuses = new Map<number, number>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  return { status: res.status, body: (await res.json()) as SaveAck & { error?: { code: string } } };
}

/** Answers until `until()` says stop; a save that is not acknowledged is sent again, as the hall does. */
async function answer(base: string, c: Candidate, random: () => number, until: () => boolean) {
  while (!until()) {
    const save = nextSave(c, random);
    if (!save) return;
    c.answers.set(save.questionId, { seq: save.seq, answer: save.answer });
    for (let tries = 0; ; tries += 1) {
      const res = await post(`${base}/api/attempts/${c.state.id}/saves`, c.headers, { saves: [save] });
      if (res.status === 200 && res.body.acked.includes(save.seq)) break;
      if (res.status !== 503) throw new Error(`save answered ${res.status} ${JSON.stringify(res.body)}`);
      if (tries > 150) throw new Error('the database did not come back within 30 s');
      await sleep(200);
    }
  }
}

describe.skipIf(!enabled)('PostgreSQL restarted under 100 answering candidates', () => {
  it('loses no acknowledged answer, answers 503 meanwhile, recovers without its own restart, one row per question at the highest seq', {
    timeout: 180_000,
  }, async () => {
    const base = (server as ServerProcess).url;
    const set = await createPracticeSet(database.db, 'general');
    const candidates: Candidate[] = await Promise.all(
      Array.from({ length: CANDIDATES }, () => fault.candidate(database.db, base, set.slug)),
    );
    const startedAt = async () => {
      const [row] = await database.db
        .select({ t: sql<string>`pg_postmaster_start_time()::text` })
        .from(sql`(select 1) as one`);
      return row?.t;
    };
    const bootBefore = await startedAt();

    statuses.clear(); // from here on, only saves
    let stop = false;
    const running = candidates.map((c, i) => answer(base, c, seededRandom(i + 7), () => stop));
    await sleep(2000);
    const okBefore = statuses.get(200) ?? 0;
    await restartPostgres();
    await sleep(4000); // candidates carry on against the restarted database
    stop = true;
    await Promise.all(running);

    expect(await startedAt()).not.toBe(bootBefore); // PostgreSQL really restarted
    expect(server?.output()).not.toMatch(/unhandled error|uncaughtException|ELIFECYCLE/);
    // Only acknowledgements and "briefly unavailable": no 500, no other refusal.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0); // saves did arrive while it was away
    expect(statuses.get(200) ?? 0).toBeGreaterThan(okBefore); // and were acknowledged after it

    const rows = await storedResponses(database.db, candidates);
    const stored = new Map<string, { seq: number; answer: number | null }[]>();
    for (const r of rows) {
      const key = `${r.attemptId}/${r.questionId}`;
      stored.set(key, [...(stored.get(key) ?? []), { seq: r.seq, answer: r.answer }]);
    }
    const wrong: string[] = [];
    let questions = 0;
    for (const c of candidates)
      for (const [questionId, last] of c.answers) {
        questions += 1;
        const held = stored.get(`${c.state.id}/${questionId}`) ?? [];
        if (held.length !== 1 || held[0]?.seq !== last.seq || held[0]?.answer !== last.answer)
          wrong.push(`${c.state.id}/${questionId}: ${JSON.stringify(held)} for ${JSON.stringify(last)}`);
      }
    expect(wrong).toEqual([]);
    console.info(
      `faults-pg-restart: ${questions} questions answered by ${CANDIDATES} candidates, ` +
        `${statuses.get(200)} acknowledged, ${statuses.get(503) ?? 0} answered 503 during the restart, none lost`,
    );
  });
});
