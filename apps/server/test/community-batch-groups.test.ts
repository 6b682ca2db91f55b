import type { GroupMember, ServerEventName } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, organisations } from '../src/db/schema/index.ts';
import { DEMO_ORGANISATION, seedDemo } from '../src/db/seed/demo.ts';
import { seedDemoBatches } from '../src/db/seed/demo-batches.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { twoInstitutes } from './institute-factories.ts';

/**
 * Each institute batch has its own group, kept in step with the roster (docs/community.md, "Batch
 * groups"): every change goes through the batch routes an institute admin uses, and the group is read
 * back through the group routes and the table.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;
const told: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cast = await twoInstitutes(t.app, t.database.db);
  t.app.deps.realtime.attach({
    toGroup: (groupId: string, event: ServerEventName, payload: unknown) =>
      told.push(`${event} ${groupId} ${JSON.stringify(payload)}`),
    removeFromGroup: (userId, groupId) => told.push(`remove ${userId} ${groupId}`),
    disconnectUser: () => undefined,
  });
});
afterAll(() => t.close());

const org = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/organisations/${cast.orgA}/${url}`,
    headers: bearer(cast.tokens.adminA),
    ...(payload ? { payload } : {}),
  });
const community = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/community/groups${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
async function newBatch(name: string) {
  const res = await org('POST', 'batches', { name, examKey: 'SSC' });
  expect(res.statusCode, res.body).toBe(201);
  const batchId: string = res.json().batch.id;
  const [group] = await t.database.db.select().from(groups).where(eq(groups.batchId, batchId));
  if (!group) throw new Error('no batch group');
  return { batchId, groupId: group.id };
}
/** The group's members as `name:role`, sorted, read by the institute's admin. */
async function rosterOf(groupId: string) {
  const res = await community(cast.tokens.adminA, 'GET', `/${groupId}/members`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as GroupMember[]).map((m) => `${m.name}:${m.role}`).sort();
}
const student = async (name: string) => {
  const user = await createUser(t.database.db, { name, orgRole: 'member', organizationId: cast.orgA });
  return { ...user, token: (await signIn(t.app, user.username)).token };
};

describe('a batch group follows its batch', () => {
  it('is made with the batch: private, named as the batch, the institute admins as its admins', async () => {
    const { groupId } = await newBatch('SSC सुबह');
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, groupId));
    expect(row).toMatchObject({ kind: 'batch', visibility: 'private', name: 'SSC सुबह', examKey: 'SSC' });
    expect(row?.organizationId).toBe(cast.orgA);
    expect(await rosterOf(groupId)).toEqual([`${cast.people.adminA.name}:admin`]);
    const detail = (await community(cast.tokens.adminA, 'GET', `/${groupId}`)).json();
    expect(detail).toMatchObject({ myRole: 'admin', kind: 'batch', inviteCode: null, memberCount: 1 });
  });

  it('takes in students added, teachers assigned; lets go of students removed or moved, with their sockets', async () => {
    const morning = await newBatch('Morning A');
    const evening = await newBatch('Evening A');
    const [asha, bhanu] = [await student('Asha'), await student('Bhanu')];
    await org('POST', `batches/${morning.batchId}/students`, { userIds: [asha.id, bhanu.id] });
    await org('POST', `batches/${morning.batchId}/teachers`, { userId: cast.people.teacherA.id });
    const admin = `${cast.people.adminA.name}:admin`;
    const teacher = `${cast.people.teacherA.name}:admin`;
    expect(await rosterOf(morning.groupId)).toEqual([admin, 'Asha:member', 'Bhanu:member', teacher].sort());
    expect(
      (await community(asha.token, 'GET', '/mine')).json().data.map((g: { id: string }) => g.id),
    ).toEqual([morning.groupId]);

    told.length = 0;
    await org('DELETE', `batches/${morning.batchId}/students/${bhanu.id}`);
    expect(await rosterOf(morning.groupId)).toEqual([admin, 'Asha:member', teacher].sort());
    expect(told).toEqual([
      `remove ${bhanu.id} ${morning.groupId}`,
      `memberRemoved ${morning.groupId} ${JSON.stringify({ groupId: morning.groupId, userId: bhanu.id, reason: 'batch' })}`,
    ]);
    expect((await community(bhanu.token, 'GET', `/${morning.groupId}`)).statusCode).toBe(404);

    await org('POST', `batches/${morning.batchId}/students/${asha.id}/move`, { toBatchId: evening.batchId });
    expect(await rosterOf(morning.groupId)).toEqual([admin, teacher].sort());
    expect(await rosterOf(evening.groupId)).toEqual([admin, 'Asha:member'].sort());

    await org('DELETE', `batches/${morning.batchId}/teachers/${cast.people.teacherA.id}`);
    expect(await rosterOf(morning.groupId)).toEqual([admin]);
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, morning.groupId));
    expect(row?.memberCount).toBe(1);
  });

  it('drops a deactivated or removed member and takes a reactivated one back', async () => {
    const { batchId, groupId } = await newBatch('Deactivation');
    const chand = await student('Chand');
    await org('POST', `batches/${batchId}/students`, { userIds: [chand.id] });
    const admin = `${cast.people.adminA.name}:admin`;
    await org('PATCH', `members/${chand.id}`, { deactivated: true });
    expect(await rosterOf(groupId)).toEqual([admin]);
    await org('PATCH', `members/${chand.id}`, { deactivated: false });
    expect(await rosterOf(groupId)).toEqual([admin, 'Chand:member'].sort());
    await org('DELETE', `members/${chand.id}`);
    expect(await rosterOf(groupId)).toEqual([admin]);
  });

  it('follows a rename and an archive (read-only, listed last), and a new institute admin', async () => {
    const { batchId, groupId } = await newBatch('Old name');
    const dev = await student('Dev');
    await org('POST', `batches/${batchId}/students`, { userIds: [dev.id] });
    const later = await newBatch('Zeta later');
    await org('POST', `batches/${later.batchId}/students`, { userIds: [dev.id] });
    await org('PATCH', `batches/${batchId}`, { name: 'नया नाम' });
    expect((await community(dev.token, 'GET', `/${groupId}`)).json().name).toBe('नया नाम');
    told.length = 0;
    await org('PATCH', `batches/${batchId}`, { archived: true });
    expect(told).toEqual([
      `groupChanged ${groupId} ${JSON.stringify({ groupId, slowModeSeconds: 0, archived: true })}`,
    ]);
    const mine = (await community(dev.token, 'GET', '/mine')).json().data;
    expect(mine.map((g: { id: string; archivedAt: string | null }) => [g.id, g.archivedAt !== null])).toEqual(
      [
        [later.groupId, false],
        [groupId, true],
      ],
    );
    expect(
      (await community(cast.tokens.adminA, 'PATCH', `/${groupId}`, { slowModeSeconds: 10 })).statusCode,
    ).toBe(409);
    const promoted = await createUser(t.database.db, {
      name: 'Esha',
      orgRole: 'teacher',
      organizationId: cast.orgA,
    });
    await org('PATCH', `members/${promoted.id}`, { orgRole: 'admin' });
    expect(await rosterOf(later.groupId)).toContain('Esha:admin');
  });
});

describe('the other ways into a batch', () => {
  it('an invite naming the batch and a roster import both put the student in its group', async () => {
    const { batchId, groupId } = await newBatch('Joined by link');
    const invite = await org('POST', 'invites', { role: 'member', batchId });
    const newcomer = await createUser(t.database.db, { name: 'Gita' });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${invite.json().invite.code}/join`,
      headers: bearer((await signIn(t.app, newcomer.username)).token),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const imported = await createUser(t.database.db, { name: 'Hari' });
    const csv = `username,batch\n${imported.username},Joined by link\n`;
    const res = await org('POST', 'roster-import', {
      format: 'csv',
      contentBase64: Buffer.from(csv).toString('base64'),
    });
    expect(res.json().imported, res.body).toBe(true);
    // (Esha, made an admin of the institute above, is an admin here too.)
    expect(await rosterOf(groupId)).toEqual(
      [`${cast.people.adminA.name}:admin`, 'Esha:admin', 'Gita:member', 'Hari:member'].sort(),
    );
  });
});

describe('the demo institute', () => {
  it("seeds each demo batch's group with its students, teacher and admin, and seeding again changes nothing", async () => {
    const { db } = t.database;
    await seedDemo(db);
    await seedDemoBatches(db);
    const counts = async () =>
      (await db.select().from(groups).innerJoin(organisations, eq(organisations.id, groups.organizationId)))
        .filter((r) => r.organisations.slug === DEMO_ORGANISATION.slug)
        .map((r) => `${r.groups.name}:${r.groups.memberCount}`)
        .sort();
    const first = await counts();
    // 15 students each, the demo admin in both, the teacher in the morning batch.
    expect(first).toEqual(['SSC CGL सुबह 2026:17', 'बैंक PO शाम 2026:16']);
    await seedDemoBatches(db);
    expect(await counts()).toEqual(first);
  });
});

describe('what a batch group refuses', () => {
  it('keeps its roster to the batch: no leaving, no removing, no role, name or visibility change; slow mode is allowed', async () => {
    const { batchId, groupId } = await newBatch('Fixed roster');
    const farah = await student('Farah');
    await org('POST', `batches/${batchId}/students`, { userIds: [farah.id] });
    await org('POST', `batches/${batchId}/teachers`, { userId: cast.people.teacherA.id });
    const teacher = cast.tokens.teacherA;
    const rule = async (res: Promise<{ statusCode: number; json(): { error?: { rule?: string } } }>) => {
      const done = await res;
      return `${done.statusCode} ${done.json().error?.rule}`;
    };
    const fixed = '409 validation.community.batchGroupFixed';
    expect(await rule(community(farah.token, 'POST', `/${groupId}/leave`))).toBe(fixed);
    expect(await rule(community(teacher, 'DELETE', `/${groupId}/members/${farah.id}`))).toBe(fixed);
    expect(
      await rule(
        community(cast.tokens.adminA, 'PATCH', `/${groupId}/members/${farah.id}`, { role: 'admin' }),
      ),
    ).toBe(fixed);
    expect(await rule(community(teacher, 'PATCH', `/${groupId}`, { name: 'Renamed here' }))).toBe(fixed);
    expect(await rule(community(teacher, 'PATCH', `/${groupId}`, { visibility: 'public' }))).toBe(fixed);
    const slow = await community(teacher, 'PATCH', `/${groupId}`, { slowModeSeconds: 60 });
    expect(slow.json()).toMatchObject({ slowModeSeconds: 60, myRole: 'admin' });
    const muted = await community(teacher, 'PATCH', `/${groupId}/members/${farah.id}`, { muteMinutes: 10 });
    expect(muted.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, groupId));
    const byCode = await community(cast.tokens.adminB, 'POST', '/join-by-code', { code: row?.inviteCode });
    expect(byCode.statusCode).toBe(404);
    // Never listed to another institute's people, nor to anyone: a batch group is private.
    const listed = await community(cast.tokens.adminB, 'GET', `/discover?q=${encodeURIComponent('Fixed')}`);
    expect(listed.json().data).toEqual([]);
    expect((await community(cast.tokens.adminB, 'GET', '/mine')).json().data).toEqual([]);
    expect((await community(cast.tokens.adminB, 'GET', `/${groupId}`)).statusCode).toBe(404);
  });
});
