import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchMembers, users } from '../src/db/schema/index.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addToBatch, createBatch, twoInstitutes } from './institute-factories.ts';

/** Batches, their students and teachers, and members (docs/institutes.md, "Members, batches and teachers"). */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;
type Who = keyof typeof cast.tokens | null;

beforeAll(async () => {
  t = await createTestApp();
  cast = await twoInstitutes(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/organisations/${url}`,
    headers: who ? bearer(cast.tokens[who]) : {},
    ...(payload ? { payload } : {}),
  });
const newStudent = (name = 'राधा यादव') =>
  createUser(t.database.db, { name, orgRole: 'member', organizationId: cast.orgA });
const membersOf = (batchId: string) =>
  t.database.db.select().from(batchMembers).where(eq(batchMembers.batchId, batchId));

describe('batches', () => {
  it('creates a batch with a Hindi name and an exam, and refuses a second of the same name in any case', async () => {
    const res = await call('adminA', 'POST', `${cast.orgA}/batches`, {
      name: 'SSC CGL सुबह 2026',
      examKey: 'SSC_CGL_TIER_1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().batch).toMatchObject({ name: 'SSC CGL सुबह 2026', studentCount: 0, archivedAt: null });
    const again = await call('adminA', 'POST', `${cast.orgA}/batches`, { name: 'ssc cgl सुबह 2026' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ field: 'name', rule: 'validation.batches.nameTaken' });
    // Another institute may use the name.
    expect(
      (await call('adminB', 'POST', `${cast.orgB}/batches`, { name: 'SSC CGL सुबह 2026' })).statusCode,
    ).toBe(201);
  });

  it('renames and archives a batch; an archived batch takes nobody and its name is free again', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Rename me' });
    const renamed = await call('adminA', 'PATCH', `${cast.orgA}/batches/${batch.id}`, {
      name: 'Bank PO शाम',
    });
    expect(renamed.json().batch.name).toBe('Bank PO शाम');
    const archived = await call('adminA', 'PATCH', `${cast.orgA}/batches/${batch.id}`, { archived: true });
    expect(archived.json().batch.archivedAt).toBe('2026-11-22T10:00:00.000Z');
    const student = await newStudent();
    const add = await call('adminA', 'POST', `${cast.orgA}/batches/${batch.id}/students`, {
      userIds: [student.id],
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().error.rule).toBe('validation.batches.archived');
    expect((await call('adminA', 'POST', `${cast.orgA}/batches`, { name: 'Bank PO शाम' })).statusCode).toBe(
      201,
    );
  });

  it('adds, moves and removes students, with counts following', async () => {
    const morning = await createBatch(t.database.db, cast.orgA, { name: 'सुबह A' });
    const evening = await createBatch(t.database.db, cast.orgA, { name: 'शाम A' });
    const [s1, s2] = [await newStudent(), await newStudent('Mohan Lal')];
    const add = await call('adminA', 'POST', `${cast.orgA}/batches/${morning.id}/students`, {
      userIds: [s1.id, s2.id, s1.id],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().batch.studentCount).toBe(2);
    const moved = await call('adminA', 'POST', `${cast.orgA}/batches/${morning.id}/students/${s1.id}/move`, {
      toBatchId: evening.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().batch).toMatchObject({ id: evening.id, studentCount: 1 });
    expect((await membersOf(morning.id)).map((m) => m.userId)).toEqual([s2.id]);
    const removed = await call('adminA', 'DELETE', `${cast.orgA}/batches/${morning.id}/students/${s2.id}`);
    expect(removed.json().batch.studentCount).toBe(0);
    expect(
      (await call('adminA', 'DELETE', `${cast.orgA}/batches/${morning.id}/students/${s2.id}`)).statusCode,
    ).toBe(404);
  });

  it('adds only students of this institute: a teacher is refused, another institute’s user is a 404 and nothing is added', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Only students' });
    const mine = await newStudent();
    const teacher = await call('adminA', 'POST', `${cast.orgA}/batches/${batch.id}/students`, {
      userIds: [cast.people.teacherA.id],
    });
    expect(teacher.json().error.rule).toBe('validation.batches.onlyStudents');
    const foreign = await call('adminA', 'POST', `${cast.orgA}/batches/${batch.id}/students`, {
      userIds: [mine.id, cast.people.adminB.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await membersOf(batch.id)).toEqual([]);
  });

  it('assigns and unassigns teachers; only teachers of the institute', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Taught' });
    const assign = await call('adminA', 'POST', `${cast.orgA}/batches/${batch.id}/teachers`, {
      userId: cast.people.teacherA.id,
    });
    expect(assign.json().batch.teacherCount).toBe(1);
    const list = await call('teacherA', 'GET', `${cast.orgA}/batches`);
    expect(list.json().data.map((b: { id: string }) => b.id)).toContain(batch.id);
    const student = await call('adminA', 'POST', `${cast.orgA}/batches/${batch.id}/teachers`, {
      userId: cast.people.studentA.id,
    });
    expect(student.json().error.rule).toBe('validation.batches.notATeacher');
    const unassign = await call(
      'adminA',
      'DELETE',
      `${cast.orgA}/batches/${batch.id}/teachers/${cast.people.teacherA.id}`,
    );
    expect(unassign.json().batch.teacherCount).toBe(0);
    expect((await call('teacherA', 'GET', `${cast.orgA}/batches/${batch.id}/roster`)).statusCode).toBe(404);
  });

  it("refuses every batch write to B's admin (403 through A, 404 through B), A's teacher and student, and anonymous; nothing changes", async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Guarded' });
    const student = await newStudent();
    await addToBatch(t.database.db, batch, [student.id]);
    const writes = (org: string) =>
      [
        ['POST', `${org}/batches`, { name: 'Sneaky' }],
        ['PATCH', `${org}/batches/${batch.id}`, { name: 'Sneaky' }],
        ['POST', `${org}/batches/${batch.id}/students`, { userIds: [student.id] }],
        ['DELETE', `${org}/batches/${batch.id}/students/${student.id}`],
        ['POST', `${org}/batches/${batch.id}/students/${student.id}/move`, { toBatchId: batch.id }],
        ['POST', `${org}/batches/${batch.id}/teachers`, { userId: cast.people.teacherA.id }],
        ['DELETE', `${org}/batches/${batch.id}/teachers/${cast.people.teacherA.id}`],
      ] as const;
    for (const [method, url, payload] of writes(cast.orgA)) {
      for (const who of ['adminB', 'teacherA', 'studentA'] as const)
        expect((await call(who, method, url, payload)).statusCode, `${who} ${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    for (const [method, url, payload] of writes(cast.orgB).slice(1)) {
      const res = await call('adminB', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Guarded');
    }
    expect((await membersOf(batch.id)).map((m) => m.userId)).toEqual([student.id]);
  });
});

describe('members', () => {
  it('lists members with search, role and batch filters, their batches and pages', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Filter batch' });
    const sunita = await newStudent('सुनीता वर्मा');
    await addToBatch(t.database.db, batch, [sunita.id]);
    const search = await call('adminA', 'GET', `${cast.orgA}/members?q=${encodeURIComponent('सुनीता')}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().data).toEqual([
      expect.objectContaining({
        id: sunita.id,
        orgRole: 'member',
        deactivatedAt: null,
        batches: [{ id: batch.id, name: 'Filter batch', role: 'student' }],
      }),
    ]);
    const byBatch = await call('adminA', 'GET', `${cast.orgA}/members?batchId=${batch.id}`);
    expect(byBatch.json().data.map((m: { id: string }) => m.id)).toEqual([sunita.id]);
    const teachers = await call('adminA', 'GET', `${cast.orgA}/members?role=teacher`);
    expect(teachers.json().data.map((m: { id: string }) => m.id)).toEqual([cast.people.teacherA.id]);
    const page = await call('adminA', 'GET', `${cast.orgA}/members?limit=1&page=2`);
    expect(page.json().meta).toMatchObject({ page: 2, limit: 1 });
    expect(page.json().data).toHaveLength(1);
    // A % in a search is a letter.
    expect((await call('adminA', 'GET', `${cast.orgA}/members?q=%25`)).json().data).toEqual([]);
  });

  it('changes roles; a teacher keeps no student rows; the last admin cannot be demoted, deactivated or removed', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Roles' });
    const s = await newStudent();
    await addToBatch(t.database.db, batch, [s.id]);
    const promoted = await call('adminA', 'PATCH', `${cast.orgA}/members/${s.id}`, { orgRole: 'teacher' });
    expect(promoted.json().member).toMatchObject({ orgRole: 'teacher', batches: [] });
    for (const body of [{ orgRole: 'member' }, { deactivated: true }]) {
      const res = await call('adminA', 'PATCH', `${cast.orgA}/members/${cast.people.adminA.id}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.rule).toBe('validation.batches.lastAdmin');
    }
    const remove = await call('adminA', 'DELETE', `${cast.orgA}/members/${cast.people.adminA.id}`);
    expect(remove.json().error.rule).toBe('validation.batches.lastAdmin');
    const leave = await call('adminA', 'POST', `${cast.orgA}/leave`);
    expect(leave.json().error.rule).toBe('validation.batches.lastAdmin');
    // With a second admin, the first may step down.
    await call('adminA', 'PATCH', `${cast.orgA}/members/${s.id}`, { orgRole: 'admin' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(row?.orgRole).toBe('admin');
    await call('adminA', 'PATCH', `${cast.orgA}/members/${s.id}`, { orgRole: 'member' });
  });

  it('deactivates and reactivates: a deactivated student is shut out and left out of rosters', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Deactivation' });
    const s = await newStudent();
    await addToBatch(t.database.db, batch, [s.id]);
    const token = (await signIn(t.app, s.username)).token;
    const off = await call('adminA', 'PATCH', `${cast.orgA}/members/${s.id}`, { deactivated: true });
    expect(off.json().member.deactivatedAt).toBe('2026-11-22T10:00:00.000Z');
    const roster = await call('adminA', 'GET', `${cast.orgA}/batches/${batch.id}/roster`);
    expect(roster.json().data).toEqual([]);
    const shut = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${cast.orgA}/leave`,
      headers: bearer(token),
    });
    expect(shut.statusCode).toBe(403);
    await call('adminA', 'PATCH', `${cast.orgA}/members/${s.id}`, { deactivated: false });
    expect((await call('adminA', 'GET', `${cast.orgA}/batches/${batch.id}/roster`)).json().data).toHaveLength(
      1,
    );
  });

  it('removes a member: no institute, no role, no batches; leaving does the same for oneself', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Removal' });
    const [gone, leaver] = [await newStudent(), await newStudent()];
    await addToBatch(t.database.db, batch, [gone.id, leaver.id]);
    expect((await call('adminA', 'DELETE', `${cast.orgA}/members/${gone.id}`)).json()).toEqual({ ok: true });
    const token = (await signIn(t.app, leaver.username)).token;
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${cast.orgA}/leave`,
      headers: bearer(token),
    });
    expect(left.json()).toEqual({ ok: true });
    for (const id of [gone.id, leaver.id]) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ organizationId: null, orgRole: null });
    }
    expect(await membersOf(batch.id)).toEqual([]);
    // The token's claims follow at the next refresh: /api/me already says so.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ organizationId: null, orgRole: null });
  });

  it("refuses member routes across institutes and to A's teacher and student; nothing changes", async () => {
    const s = await newStudent();
    for (const who of ['adminB', 'teacherA', 'studentA'] as const) {
      expect((await call(who, 'GET', `${cast.orgA}/members`)).statusCode).toBe(403);
      expect(
        (await call(who, 'PATCH', `${cast.orgA}/members/${s.id}`, { orgRole: 'admin' })).statusCode,
      ).toBe(403);
      expect((await call(who, 'DELETE', `${cast.orgA}/members/${s.id}`)).statusCode).toBe(403);
    }
    expect(
      (await call('adminB', 'PATCH', `${cast.orgB}/members/${s.id}`, { orgRole: 'admin' })).statusCode,
    ).toBe(404);
    expect((await call('adminB', 'DELETE', `${cast.orgB}/members/${s.id}`)).statusCode).toBe(404);
    expect((await call('adminB', 'POST', `${cast.orgA}/leave`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(row).toMatchObject({ organizationId: cast.orgA, orgRole: 'member' });
  });
});
