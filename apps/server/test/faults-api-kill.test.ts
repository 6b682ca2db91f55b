import type { AttemptState, SaveAck } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../test-support/server-process.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { createPracticeSet, type SeededSet } from './exam-factories.ts';
import { type FaultCandidate, faultServer, nextSave, storedResponses } from './fault-server.ts';
import { postgresCopy } from './helpers.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Issue 22, scenario 1 (docs/reliability.md): the API process is killed with SIGKILL while 500
 * candidates are answering. After a restart on the same PostgreSQL database every acknowledged answer
 * is there (a save is acknowledged only after its statement committed), the remaining time each
 * candidate is shown is the deadline less the server's time (within 2 s), and the candidates carry on.
 * PostgreSQL only (skipped without TEST_DATABASE_URL): the embedded default's own crash safety is
 * PGlite's, not the API's.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CANDIDATES = 500;

let database: Database;
let fault: ReturnType<typeof faultServer>;
const servers: ServerProcess[] = [];
const start = async () => {
  const server = await fault.start();
  servers.push(server);
  return server;
};

beforeAll(async () => {
  if (!onPostgres) return;
  const databaseUrl = await postgresCopy();
  fault = faultServer(databaseUrl);
  database = await openPostgres(databaseUrl, 4);
}, 60_000);
afterAll(async () => {
  for (const s of servers) await s.kill();
  await database?.close();
});

/** `answers`: the highest acknowledged seq of each question. */
type Candidate = FaultCandidate;

async function call<T>(url: string, method: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** One candidate answering until the process dies under it (a refused connection ends the loop). */
async function answerUntilDown(base: string, c: Candidate, random: () => number) {
  for (;;) {
    const save = nextSave(c, random);
    if (!save) return;
    try {
      const res = await call<SaveAck>(`${base}/api/attempts/${c.state.id}/saves`, 'POST', c.headers, {
        saves: [save],
      });
      if (res.status !== 200) throw new Error(`save answered ${res.status}`);
      if (res.body.acked.includes(save.seq))
        c.answers.set(save.questionId, { seq: save.seq, answer: save.answer });
    } catch (err) {
      if (err instanceof TypeError) return; // fetch failed: the connection died with the process
      throw err;
    }
  }
}

describe.skipIf(!onPostgres)('the API killed (SIGKILL) under 500 candidates', () => {
  it('keeps every acknowledged answer, and the remaining time is the server’s after the restart', {
    timeout: 240_000,
  }, async () => {
    const set: SeededSet = await createPracticeSet(database.db, 'general');
    const first = await start();
    const candidates: Candidate[] = [];
    for (let i = 0; i < CANDIDATES; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, CANDIDATES - i) }, () =>
          fault.candidate(database.db, first.url, set.slug),
        ),
      );
      candidates.push(...batch);
    }

    // Everyone answers as fast as the server acknowledges; the process is killed mid-stream.
    const running = candidates.map((c, i) => answerUntilDown(first.url, c, seededRandom(i + 1)));
    await new Promise((r) => setTimeout(r, 4000));
    await first.kill();
    await Promise.all(running);
    const acked = candidates.reduce((n, c) => n + c.answers.size, 0);
    expect(acked).toBeGreaterThan(CANDIDATES); // the kill came while answers were flowing

    const second = await start();
    // Every acknowledged answer is in the database: the same answer at the same seq, or a later save
    // of the question that committed before the kill but whose answer never arrived.
    const rows = await storedResponses(database.db, candidates);
    const stored = new Map(rows.map((r) => [`${r.attemptId}/${r.questionId}`, r]));
    const lost: string[] = [];
    for (const c of candidates)
      for (const [questionId, a] of c.answers) {
        const row = stored.get(`${c.state.id}/${questionId}`);
        if (!row || row.seq < a.seq || (row.seq === a.seq && row.answer !== a.answer))
          lost.push(`${c.state.id}/${questionId}`);
      }
    expect(lost).toEqual([]);
    console.info(`faults-api-kill: ${acked} acknowledged answers of ${CANDIDATES} candidates, none lost`);

    // After the restart each candidate's hall shows the deadline less the server's time, and saves go on.
    for (const c of candidates.slice(0, 100)) {
      const before = Date.now();
      const state = await call<AttemptState>(`${second.url}/api/attempts/${c.state.id}`, 'GET', c.headers);
      expect(state.status).toBe(200);
      expect(state.body.deadline).toBe(c.state.deadline);
      const serverNow = Date.parse(state.body.serverNow);
      expect(Math.abs(serverNow - before)).toBeLessThan(2000);
      const shownLeft = Date.parse(state.body.deadline) - serverNow;
      expect(Math.abs(shownLeft - (Date.parse(c.state.deadline) - Date.now()))).toBeLessThan(2000);
      const q = c.state.questions[0];
      const next = Math.max(c.seq, state.body.lastSeq) + 1;
      const saved = await call<SaveAck>(`${second.url}/api/attempts/${c.state.id}/saves`, 'POST', c.headers, {
        saves: [{ seq: next, questionId: q?.id, answer: 2, marked: false, timeSpentMs: 500 }],
      });
      expect([saved.status, saved.body.acked]).toEqual([200, [next]]);
    }
  });
});
