import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addToBatch, createBatch } from './institute-factories.ts';

/**
 * The two reads attendance and the dashboards build on (docs/institutes.md): the batch list (all to
 * admins, a teacher's own to a teacher) and a batch's roster (404 for a batch the caller may not see).
 */
let t: TestApp;
let orgA = '';
let orgB = '';
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await createOrganisation(db, 'Org A')).id;
  orgB = (await createOrganisation(db, 'Org B')).id;
  const people = {
    adminA: await createUser(db, { orgRole: 'admin', organizationId: orgA }),
    teacherA: await createUser(db, { orgRole: 'teacher', organizationId: orgA }),
    studentA: await createUser(db, { name: 'Zoya Khan', orgRole: 'member', organizationId: orgA }),
    adminB: await createUser(db, { orgRole: 'admin', organizationId: orgB }),
    teacherB: await createUser(db, { orgRole: 'teacher', organizationId: orgB }),
    platformAdmin: await createUser(db, { role: 'admin' }),
  };
  const amit = await createUser(db, { name: 'अमित कुमार', orgRole: 'member', organizationId: orgA });
  const anil = await createUser(db, { name: 'अनिल शर्मा', orgRole: 'member', organizationId: orgA });
  const away = await createUser(db, {
    name: 'Deactivated Dev',
    orgRole: 'member',
    organizationId: orgA,
    orgDeactivatedAt: new Date('2026-11-01T00:00:00Z'),
  });
  const morning = await createBatch(db, orgA, { name: 'SSC CGL सुबह 2026', examKey: 'SSC_CGL_TIER_1' });
  const evening = await createBatch(db, orgA, { name: 'Bank PO शाम' });
  const old = await createBatch(db, orgA, { name: 'Old 2024', archivedAt: new Date('2025-01-01T00:00:00Z') });
  const batchB = await createBatch(db, orgB, { name: 'B batch' });
  await addToBatch(db, morning, [people.studentA.id, amit.id, anil.id, away.id]);
  await addToBatch(db, morning, [people.teacherA.id], 'teacher');
  await addToBatch(db, evening, [amit.id]);
  await addToBatch(db, old, [anil.id]);
  await addToBatch(db, old, [people.teacherA.id], 'teacher');
  await addToBatch(db, batchB, [people.teacherB.id], 'teacher');
  Object.assign(ids, { morning: morning.id, evening: evening.id, old: old.id, batchB: batchB.id });
  Object.assign(ids, { amit: amit.id, anil: anil.id, studentA: people.studentA.id });
  for (const [who, user] of Object.entries(people)) tokens[who] = (await signIn(t.app, user.username)).token;
});
afterAll(() => t.close());

const get = (who: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who] ?? '') : {} });
const list = (who: string | null, org = orgA, query = '') =>
  get(who, `/api/organisations/${org}/batches${query}`);
const roster = (who: string | null, batchId: string, org = orgA) =>
  get(who, `/api/organisations/${org}/batches/${batchId}/roster`);

describe('GET /api/organisations/:organizationId/batches', () => {
  it("gives the institute's admins every active batch with its counts, by name", async () => {
    const res = await list('adminA');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: ids.evening,
        name: 'Bank PO शाम',
        examKey: null,
        studentCount: 1,
        teacherCount: 0,
        archivedAt: null,
      },
      {
        id: ids.morning,
        name: 'SSC CGL सुबह 2026',
        examKey: 'SSC_CGL_TIER_1',
        // The deactivated student is left out of the count.
        studentCount: 3,
        teacherCount: 1,
        archivedAt: null,
      },
    ]);
  });

  it('adds the archived batches, last, when asked', async () => {
    const res = await list('adminA', orgA, '?archived=true');
    expect(res.json().data.map((b: { id: string }) => b.id)).toEqual([ids.evening, ids.morning, ids.old]);
    expect(res.json().data[2].archivedAt).toBe('2025-01-01T00:00:00.000Z');
  });

  it('gives a teacher only the active batches they teach, even when asking for archived ones', async () => {
    for (const query of ['', '?archived=true']) {
      const res = await list('teacherA', orgA, query);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((b: { id: string }) => b.id)).toEqual([ids.morning]);
    }
  });

  it('lets a platform admin read any institute', async () => {
    expect((await list('platformAdmin')).json().data).toHaveLength(2);
  });

  it('refuses students, other institutes and anonymous callers without naming a batch', async () => {
    expect((await list(null)).statusCode).toBe(401);
    for (const who of ['studentA', 'adminB', 'teacherB']) {
      const res = await list(who);
      expect(res.statusCode, who).toBe(403);
      expect(res.body).not.toContain('SSC');
    }
  });

  it('answers an admin of B with B batches only', async () => {
    expect((await list('adminB', orgB)).json().data.map((b: { id: string }) => b.id)).toEqual([ids.batchB]);
  });
});

describe('GET /api/organisations/:organizationId/batches/:batchId/roster', () => {
  it("lists the batch's active students by name, without the deactivated one", async () => {
    const res = await roster('adminA', ids.morning ?? '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.batch).toEqual({ id: ids.morning, name: 'SSC CGL सुबह 2026', examKey: 'SSC_CGL_TIER_1' });
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Zoya Khan', 'अनिल शर्मा', 'अमित कुमार']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name', 'username']);
  });

  it('lets a teacher read a batch they teach', async () => {
    const res = await roster('teacherA', ids.morning ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
  });

  it('answers 404 to a teacher for a batch they do not teach or that is archived, as for a missing one', async () => {
    const missing = await roster('teacherA', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    for (const batch of [ids.evening, ids.old]) {
      const res = await roster('teacherA', batch ?? '');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it("answers 404 to an admin of B asking for A's batch through B, and 403 through A", async () => {
    const through = await roster('adminB', ids.morning ?? '', orgB);
    expect(through.statusCode).toBe(404);
    expect(through.body).not.toContain('अमित');
    expect((await roster('adminB', ids.morning ?? '')).statusCode).toBe(403);
    expect((await roster('teacherB', ids.morning ?? '', orgB)).statusCode).toBe(404);
  });

  it('refuses a student of A and anonymous callers', async () => {
    expect((await roster('studentA', ids.morning ?? '')).statusCode).toBe(403);
    expect((await roster(null, ids.morning ?? '')).statusCode).toBe(401);
  });

  it('lets admins read an archived batch', async () => {
    expect((await roster('adminA', ids.old ?? '')).json().data.map((s: { id: string }) => s.id)).toEqual([
      ids.anil,
    ]);
  });
});
