import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceMarks,
  batches,
  batchMembers,
  groupMembers,
  groups,
  organisationInvites,
  reportCardLinks,
  users,
} from '../src/db/schema/index.ts';
import { syncBatchGroups } from '../src/modules/community/batch-groups.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { casesFor, type Method, type Operation } from './openapi-walk.ts';

/**
 * Isolation between institutes, walked over the whole API (docs/institutes.md, "Isolation"): every
 * operation whose path names an institute is called by people who must not reach institute A — the
 * anonymous, B's admin and B's student with A's ids, B's admin through B's own path with A's batch,
 * student and invite ids swapped in, and A's teacher on an A batch they do not teach. None may
 * succeed, no refusal may name anything of A, and A's rows are the same afterwards. The table is the
 * OpenAPI document, so a route added later is walked without anyone remembering to add it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const A = { org: '', batch: '', otherBatch: '', student: '', invite: '', code: '', group: '', groupCode: '' };
const B = { org: '', batch: '', student: '' };
/** Text only A's rows hold: a refusal carrying any of it has told an outsider something. */
const secrets = ['Aryabhatta Gurukul', 'Chandrika Vaishnavi', 'Prabhat Toli', 'ARYA7QK2'];

type Op = { method: Method; path: string; op: Operation };
let operations: Op[] = [];

async function snapshotOfA(): Promise<string> {
  const { db } = t.database;
  const rows = await Promise.all([
    db.select().from(batches).where(eq(batches.organizationId, A.org)),
    db.select().from(batchMembers).where(eq(batchMembers.organizationId, A.org)),
    db.select().from(attendanceMarks).where(eq(attendanceMarks.organizationId, A.org)),
    db.select().from(organisationInvites).where(eq(organisationInvites.organizationId, A.org)),
    db.select().from(reportCardLinks).where(eq(reportCardLinks.organizationId, A.org)),
    db.select().from(groups).where(eq(groups.organizationId, A.org)),
    db.select().from(groupMembers).where(eq(groupMembers.groupId, A.group)),
    db
      .select({ id: users.id, orgRole: users.orgRole, off: users.orgDeactivatedAt, name: users.name })
      .from(users)
      .where(eq(users.organizationId, A.org)),
    db.execute(sql`select count(*)::int as n from notifications where organization_id = ${A.org}`),
    db.execute(sql`select count(*)::int as n from organisations where suspended_at is not null`),
  ]);
  const sorted = rows.map((r) =>
    (Array.isArray(r) ? r : ((r as { rows?: unknown[] }).rows ?? [])).map((x) => JSON.stringify(x)).sort(),
  );
  return JSON.stringify(sorted);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const { db } = t.database;
  A.org = (await createOrganisation(db, 'Aryabhatta Gurukul')).id;
  B.org = (await createOrganisation(db, 'Bhaskara Classes')).id;
  const people = {
    adminA: await createUser(db, { orgRole: 'admin', organizationId: A.org }),
    teacherA: await createUser(db, { orgRole: 'teacher', organizationId: A.org }),
    studentA: await createUser(db, { name: 'Chandrika Vaishnavi', orgRole: 'member', organizationId: A.org }),
    adminB: await createUser(db, { orgRole: 'admin', organizationId: B.org }),
    teacherB: await createUser(db, { orgRole: 'teacher', organizationId: B.org }),
    studentB: await createUser(db, { orgRole: 'member', organizationId: B.org }),
  };
  A.student = people.studentA.id;
  B.student = people.studentB.id;
  const [a1, a2, b1] = await db
    .insert(batches)
    .values([
      { organizationId: A.org, name: 'Prabhat Toli' },
      { organizationId: A.org, name: 'Sandhya Toli' },
      { organizationId: B.org, name: 'B morning' },
    ])
    .returning();
  A.batch = a1?.id ?? '';
  A.otherBatch = a2?.id ?? '';
  B.batch = b1?.id ?? '';
  await db.insert(batchMembers).values([
    { batchId: A.batch, userId: A.student, organizationId: A.org },
    { batchId: A.otherBatch, userId: A.student, organizationId: A.org },
    { batchId: A.batch, userId: people.teacherA.id, organizationId: A.org, role: 'teacher' },
    { batchId: B.batch, userId: B.student, organizationId: B.org },
    { batchId: B.batch, userId: people.teacherB.id, organizationId: B.org, role: 'teacher' },
  ]);
  await db.insert(attendanceMarks).values({
    batchId: A.batch,
    userId: A.student,
    organizationId: A.org,
    day: '2026-11-20',
    status: 'absent',
    note: 'Prabhat Toli note',
  });
  const [invite] = await db
    .insert(organisationInvites)
    .values({ organizationId: A.org, code: 'ARYA7QK2', expiresAt: new Date('2027-01-01T00:00:00Z') })
    .returning();
  A.invite = invite?.id ?? '';
  // Each batch's own group (docs/community.md), as the batch services make it: named as the batch.
  await db.transaction((tx) => syncBatchGroups(tx, A.org, 'all', t.clock()));
  const [group] = await db.select().from(groups).where(eq(groups.batchId, A.batch));
  A.group = group?.id ?? '';
  A.groupCode = group?.inviteCode ?? '';
  secrets.push(A.groupCode);
  for (const [who, user] of Object.entries(people)) tokens[who] = (await signIn(t.app, user.username)).token;

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  // The institute's routes, and the community's routes of a group (A's batch group) or a code.
  operations = Object.entries(doc.paths)
    .filter(
      ([path]) =>
        path.includes('{organizationId}') ||
        path.includes('{groupId}') ||
        path === '/api/community/groups/join-by-code',
    )
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
    );
});
afterAll(() => t.close());

/** A path with the institute and every id filled in as `ids` says; other ids get A's batch. */
function urlOf(o: Op, ids: { org: string; batch: string }): { url: string; payload?: string } {
  const plausible = casesFor(o.path, o.op)[0];
  const query = plausible?.url.includes('?') ? `?${plausible.url.split('?')[1]}` : '';
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'organizationId') return ids.org;
    if (name === 'batchId') return ids.batch;
    if (name === 'groupId') return A.group;
    if (/^(student|user|member)Id$/.test(name)) return A.student;
    if (name === 'inviteId') return A.invite;
    if (name === 'code') return 'ARYA7QK2';
    if (name === 'day') return '2026-11-20';
    if (name === 'month') return '2026-11';
    if (name.endsWith('Id')) return A.batch;
    return plausible?.url.split('/').at(-1) ?? 'x';
  });
  // Joining by code is aimed at A's batch group's code (a batch group is never joined by code).
  const payload = o.path.endsWith('/join-by-code')
    ? JSON.stringify({ code: A.groupCode })
    : plausible?.payload;
  return {
    url: `/api${path.replace(/^\/api/, '')}${query}`,
    ...(payload ? { payload } : {}),
  };
}

async function expectRefused(who: string | null, o: Op, ids: { org: string; batch: string }) {
  const { url, payload } = urlOf(o, ids);
  const res = await t.app.inject({
    method: o.method,
    url,
    headers: {
      ...(who ? bearer(tokens[who] ?? '') : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  const label = `${who ?? 'anonymous'} ${o.method} ${url} → ${res.statusCode}`;
  // 400 is a refusal too (a body the route cannot take), but never a 2xx or a 5xx.
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  for (const s of secrets) expect(res.body, `${label} names "${s}"`).not.toContain(s);
}

describe('no way into institute A from outside it', () => {
  it('walks a route of every area built so far (the walk is not empty)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(2);
    expect(operations.filter((o) => o.path.startsWith('/api/community')).length).toBeGreaterThanOrEqual(10);
  });

  it("shows A's batch group to A's own student, so the walk could see it if it leaked", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${A.group}`,
      headers: bearer(tokens.studentA ?? ''),
    });
    expect(res.json()).toMatchObject({ name: 'Prabhat Toli', myRole: 'member', kind: 'batch' });
  });

  it('the anonymous, B’s admin, teacher and student, with A in the path: refused, nothing named', async () => {
    const before = await snapshotOfA();
    for (const o of operations)
      for (const who of [null, 'adminB', 'teacherB', 'studentB']) await expectRefused(who, o, A);
    expect(await snapshotOfA()).toBe(before);
  });

  it('B’s admin through B’s own path with A’s ids swapped in: refused, nothing named', async () => {
    const before = await snapshotOfA();
    const withIds = operations.filter((o) => /\{(?!organizationId)\w+Id\}/.test(o.path));
    for (const o of withIds) await expectRefused('adminB', o, { org: B.org, batch: A.batch });
    expect(await snapshotOfA()).toBe(before);
  });

  it('A’s teacher on an A batch they do not teach: refused', async () => {
    const before = await snapshotOfA();
    const withBatch = operations.filter((o) => o.path.includes('{batchId}'));
    for (const o of withBatch) await expectRefused('teacherA', o, { org: A.org, batch: A.otherBatch });
    expect(await snapshotOfA()).toBe(before);
  });
});
