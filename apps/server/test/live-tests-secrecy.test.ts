import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, walkRequests } from './api-walk.ts';
import { student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { hallState, joined, livePaper, platformAdmin, scheduleIndia } from './live-tests-fixtures.ts';
import { fixtures } from './openapi-walk.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

/**
 * The live paper is secret until the window closes (docs/live-tests.md, "Secrecy"), proved over the
 * whole API: before the start and while others sit it, a student who has not joined, and a
 * registered candidate before their start, walk every GET, POST, PUT and PATCH of the OpenAPI
 * document aimed at the live test, its set and one of its questions, and no answer (JSON, text or
 * PDF) carries any text of the paper's questions.
 */
let t: TestApp;
type H = Record<string, string>;
let outsider: H;
let registered: H;
let sitter: H;
let paper: Awaited<ReturnType<typeof livePaper>>;
let markers: string[] = [];
let liveTestId = '';
let questionId = '';
let sitterAttempt = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const db = t.database.db;
  const admin = await platformAdmin(t.app, db);
  paper = await livePaper(db);
  const tag = paper.slug.replace(/^set-/, '');
  markers = [`Q ${tag} no `, `प्रश्न ${tag} संख्या`];
  outsider = (await student(t.app, db)).headers;
  registered = (await student(t.app, db)).headers;
  sitter = (await student(t.app, db)).headers;
  const startsAt = new Date(t.clock().getTime() + 20 * 60_000);
  liveTestId = (await scheduleIndia(t.app, admin, paper.id, startsAt, 5)).id;
  for (const h of [registered, sitter])
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/live-tests/${liveTestId}/registration`, headers: h }))
        .statusCode,
    ).toBe(200);
}, 60_000);
afterAll(async () => t?.close());

async function walk(headers: H) {
  Object.assign(fixtures, {
    liveTestId,
    setSlug: paper.slug,
    seriesSlug: paper.seriesSlug,
    questionId,
    attemptId: sitterAttempt,
  });
  const leaks: string[] = [];
  let requests = 0;
  for (const r of await walkRequests(t.app)) {
    if (r.path.startsWith('/api/auth') || r.path.startsWith('/api/admin')) continue;
    requests += 1;
    const res = await send(t.app, r, headers);
    const type = String(res.headers['content-type'] ?? '');
    const text = type.startsWith('application/pdf') && hasPdftotext ? pdfText(res.rawPayload) : res.body;
    for (const m of markers) if (text.includes(m)) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
  }
  return { leaks, requests };
}

describe('no live question anywhere before the window closes', () => {
  it('shows none before the start, to a student or a registered candidate', async () => {
    // The paper's question ids as an admin would know them (the walk aims at one).
    const { rowsOf } = await import('../src/lib/sql-rows.ts');
    const { sql } = await import('drizzle-orm');
    const ids = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select question_id::text as id from set_questions where set_id = ${paper.id}`,
      ),
    );
    questionId = ids[0]?.id ?? '';
    for (const who of [outsider, registered]) {
      const run = await walk(who);
      expect(run.leaks).toEqual([]);
      expect(run.requests).toBeGreaterThan(60);
    }
  }, 300_000);

  it('shows none to those not sitting it while a candidate sits it', async () => {
    t.clock.advance(20 * 60_000);
    const j = await joined(t.app, sitter, liveTestId);
    sitterAttempt = j.attemptId;
    // The candidate who joined has the paper (the walk can see a question when one is there).
    const state = await hallState(t.app, sitter, sitterAttempt);
    expect(markers.some((m) => JSON.stringify(state).includes(m))).toBe(true);
    t.clock.advance(6 * 60_000); // the join window (5 minutes) has shut
    for (const who of [outsider, registered]) {
      const run = await walk(who);
      expect(run.leaks).toEqual([]);
    }
  }, 300_000);
});
