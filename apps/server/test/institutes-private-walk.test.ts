import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, walkRequests } from './api-walk.ts';
import { createPracticeSet } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addToBatch, assignToBatch, createBatch, createInstituteSet } from './institute-factories.ts';
import { fixtures } from './openapi-walk.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

/**
 * Private content stays private (docs/institutes.md, "The institute's own tests"): institute A's own
 * questions and set carry INSTMARK in every text; a student of institute B and a student of no
 * institute walk every operation of the OpenAPI document (GET, and the POST/PUT/PATCH that read a
 * question: reveal, bookmark, quizzes, cards, starting a test), aimed at A's question, set and
 * series, and INSTMARK never appears in an answer. A's own student, in the batch the set is assigned
 * to, does see the set: so the walk could see it if it leaked.
 */
let t: TestApp;
const MARK = 'INSTMARK';
let inst: Awaited<ReturnType<typeof createInstituteSet>>;
let outsiderOfB: Record<string, string>;
let noInstitute: Record<string, string>;
let ownStudent: Record<string, string>;

async function headersOf(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, over);
  return bearer((await signIn(t.app, user.username)).token);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const db = t.database.db;
  const a = await createOrganisation(db, 'Institute A');
  const b = await createOrganisation(db, 'Institute B');
  // A platform set of geography questions, so the catalogue, bank and quizzes have something to show.
  await createPracticeSet(db, 'general');
  inst = await createInstituteSet(db, a.id, MARK, 5);
  const batch = await createBatch(db, a.id);
  const own = await createUser(db, { organizationId: a.id, orgRole: 'member' });
  await addToBatch(db, batch, [own.id]);
  await assignToBatch(
    db,
    batch,
    inst.setId,
    new Date(t.clock().getTime() - 3_600_000),
    new Date(t.clock().getTime() + 86_400_000),
  );
  ownStudent = bearer((await signIn(t.app, own.username)).token);
  outsiderOfB = await headersOf({ organizationId: b.id, orgRole: 'member' });
  noInstitute = await headersOf();
  Object.assign(fixtures, {
    orgId: a.id,
    questionId: inst.questionIds[0],
    setSlug: inst.slug,
    seriesSlug: inst.seriesSlug,
    adminSetId: inst.setId,
  });
}, 60_000);
afterAll(async () => t?.close());

/** Every route's plausible request (and each documented query choice) as `headers`: where the marker shows. */
async function walk(headers: Record<string, string>, aimAt: string) {
  fixtures.questionId = aimAt;
  const leaks: string[] = [];
  let requests = 0;
  for (const r of await walkRequests(t.app)) {
    // Signing out or changing the password would end the walk's session.
    if (r.path.startsWith('/api/auth')) continue;
    requests += 1;
    const res = await send(t.app, r, headers);
    const type = String(res.headers['content-type'] ?? '');
    const text = type.startsWith('application/pdf') && hasPdftotext ? pdfText(res.rawPayload) : res.body;
    if (text.includes(MARK)) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  }
  return { leaks, requests };
}

describe("an institute's own questions and sets stay the institute's", () => {
  it('never reach a student of another institute, on any route', async () => {
    const set = await walk(outsiderOfB, inst.questionIds[0] ?? '');
    expect(set.leaks).toEqual([]);
    expect(set.requests).toBeGreaterThan(60);
    const spare = await walk(outsiderOfB, inst.spareIds[0] ?? '');
    expect(spare.leaks).toEqual([]);
  }, 240_000);

  it('never reach a student of no institute, on any route', async () => {
    const set = await walk(noInstitute, inst.questionIds[0] ?? '');
    expect(set.leaks).toEqual([]);
    const spare = await walk(noInstitute, inst.spareIds[0] ?? '');
    expect(spare.leaks).toEqual([]);
  }, 240_000);

  it('are refused by id as a missing one would be (404), and the set is not startable', async () => {
    for (const headers of [outsiderOfB, noInstitute]) {
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers,
        payload: { setId: inst.slug, language: 'en' },
      });
      expect(start.statusCode).toBe(404);
      const reveal = await t.app.inject({
        method: 'POST',
        url: `/api/questions/${inst.spareIds[0]}/reveal`,
        headers,
      });
      expect(reveal.statusCode).toBe(404);
      const detail = await t.app.inject({ method: 'GET', url: `/api/exams/sets/${inst.slug}`, headers });
      expect(detail.statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/exams/sets/${inst.slug}` });
    expect(anonymous.statusCode).toBe(404);
  });

  it("shows the set to A's own student in the batch it is assigned to, so the walk could see a leak", async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/exams/sets/${inst.slug}`,
      headers: ownStudent,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(MARK);
    // Yet not in the public catalogue, nor in their bank: the institute's questions are for its tests.
    const series = await t.app.inject({ method: 'GET', url: '/api/exams/series', headers: ownStudent });
    expect(series.body).not.toContain(MARK);
    const bank = await t.app.inject({ method: 'GET', url: '/api/questions/bank', headers: ownStudent });
    expect(bank.body).not.toContain(MARK);
  });
});
