import type { GroupMember, ServerEventName } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from './community-fixtures.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Roles, mutes, removal, slow mode and the moderation log of a group (docs/community.md, "Moderation"). */
let t: TestApp;
type Person = Awaited<ReturnType<typeof userWithToken>>;
let owner: Person;
let admin: Person;
let member: Person;
let other: Person;
let outsider: Person;
let groupId = '';
/** What the services asked of the sockets (the realtime seam), in order. */
const told: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  t.app.deps.realtime.attach({
    toGroup: (group: string, event: ServerEventName, payload: unknown) =>
      told.push(`${event} ${group} ${JSON.stringify(payload)}`),
    removeFromGroup: (userId, group) => told.push(`remove ${userId} ${group}`),
    disconnectUser: () => undefined,
  });
  [owner, admin, member, other, outsider] = (await Promise.all(
    ['Owner', 'Admin', 'Member', 'Other', 'Outsider'].map((name) => userWithToken(t.app, { name })),
  )) as [Person, Person, Person, Person, Person];
  const made = await call(owner, 'POST', '', { name: 'निजी समूह', visibility: 'private' });
  groupId = made.json().id;
  for (const p of [admin, member, other])
    await call(p, 'POST', '/join-by-code', { code: made.json().inviteCode });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: Person, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/community/groups${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
const ruleOf = async (res: Promise<{ statusCode: number; json(): { error: { rule?: string } } }>) => {
  const done = await res;
  return `${done.statusCode} ${done.json().error?.rule ?? ''}`;
};

describe('roles and moderation', () => {
  it('lets only the owner change roles; admins act on members, never on admins or the owner', async () => {
    expect(
      await ruleOf(call(member, 'PATCH', `/${groupId}/members/${other.user.id}`, { role: 'admin' })),
    ).toBe('409 validation.community.notModerator');
    const made = await call(owner, 'PATCH', `/${groupId}/members/${admin.user.id}`, { role: 'admin' });
    expect(made.json()).toMatchObject({ userId: admin.user.id, role: 'admin' });
    // An admin (a second account) cannot make admins, nor act on the owner or on another admin.
    expect(
      await ruleOf(call(admin, 'PATCH', `/${groupId}/members/${member.user.id}`, { role: 'admin' })),
    ).toBe('409 validation.community.ownerOnly');
    expect(
      await ruleOf(call(admin, 'PATCH', `/${groupId}/members/${owner.user.id}`, { muteMinutes: 10 })),
    ).toBe('409 validation.community.cannotActOn');
    expect(await ruleOf(call(admin, 'DELETE', `/${groupId}/members/${owner.user.id}`))).toBe(
      '409 validation.community.cannotActOn',
    );
    expect((await call(admin, 'PATCH', `/${groupId}`, { name: 'निजी समूह' })).statusCode).toBe(200);
    // An empty change answers the group as it is (the fuzz walk once found a 500 here).
    expect((await call(admin, 'PATCH', `/${groupId}`, {})).json()).toMatchObject({ name: 'निजी समूह' });
    expect(await ruleOf(call(member, 'PATCH', `/${groupId}`, { name: 'Mine now' }))).toBe(
      '409 validation.community.notModerator',
    );
    expect((await call(member, 'GET', `/${groupId}/moderation-log`)).statusCode).toBe(409);
  });

  it('mutes a member for a span and shows the mute to moderators only', async () => {
    const muted = await call(admin, 'PATCH', `/${groupId}/members/${member.user.id}`, { muteMinutes: 60 });
    const until = new Date(t.clock().getTime() + 3_600_000).toISOString();
    expect(muted.json()).toMatchObject({ userId: member.user.id, mutedUntil: until });
    const seenBy = async (p: Person) =>
      (await call(p, 'GET', `/${groupId}/members`))
        .json()
        .data.find((m: GroupMember) => m.userId === member.user.id)?.mutedUntil;
    expect(await seenBy(owner)).toBe(until);
    expect(await seenBy(other)).toBeNull();
    expect((await call(member, 'GET', `/${groupId}`)).json().myMutedUntil).toBe(until);
    // An unmute, and asking for an unmute of someone not muted changes and logs nothing more.
    await call(admin, 'PATCH', `/${groupId}/members/${member.user.id}`, { muteMinutes: 0 });
    await call(admin, 'PATCH', `/${groupId}/members/${member.user.id}`, { muteMinutes: 0 });
    expect(await seenBy(owner)).toBeNull();
    const members = (await call(other, 'GET', `/${groupId}/members`)).json().data as GroupMember[];
    expect(members.map((m) => m.role)).toEqual(['owner', 'admin', 'member', 'member']);
  });

  it('removes a member: they leave the room on every node, get 404 after, and the count follows', async () => {
    told.length = 0;
    expect((await call(other, 'DELETE', `/${groupId}/members/${member.user.id}`)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/${groupId}/members/${other.user.id}`)).statusCode).toBe(204);
    expect(told).toEqual([
      `remove ${other.user.id} ${groupId}`,
      `memberRemoved ${groupId} ${JSON.stringify({ groupId, userId: other.user.id, reason: 'removed' })}`,
    ]);
    expect((await call(other, 'GET', `/${groupId}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/${groupId}`)).json().memberCount).toBe(3);
    expect((await call(admin, 'DELETE', `/${groupId}/members/${other.user.id}`)).statusCode).toBe(404);
  });

  it('changes slow mode (logged, told to the group) and keeps every action in the log, newest first', async () => {
    told.length = 0;
    const slow = await call(admin, 'PATCH', `/${groupId}`, { slowModeSeconds: 30 });
    expect(slow.json().slowModeSeconds).toBe(30);
    expect(told).toEqual([
      `groupChanged ${groupId} ${JSON.stringify({ groupId, slowModeSeconds: 30, archived: false })}`,
    ]);
    const log = (await call(owner, 'GET', `/${groupId}/moderation-log`)).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual([
      'slowMode',
      'removeMember',
      'unmute',
      'mute',
      'changeRole',
    ]);
    expect(log[0]).toMatchObject({ actor: { id: admin.user.id, name: 'Admin' }, detail: '30' });
    expect(log[1]).toMatchObject({ targetUser: { id: other.user.id, name: 'Other' } });
  });
});

describe('a private group from outside', () => {
  it('answers 404 to a non-member on every route of it, and changes nothing', async () => {
    const before = JSON.stringify((await call(owner, 'GET', `/${groupId}/members`)).json());
    const routes: [Method, string, object?][] = [
      ['GET', `/${groupId}`],
      ['PATCH', `/${groupId}`, { name: 'Taken over' }],
      ['POST', `/${groupId}/join`],
      ['POST', `/${groupId}/invite-code`],
      ['POST', `/${groupId}/leave`],
      ['POST', `/${groupId}/transfer`, { userId: outsider.user.id }],
      ['GET', `/${groupId}/members`],
      ['PATCH', `/${groupId}/members/${member.user.id}`, { muteMinutes: 10080 }],
      ['DELETE', `/${groupId}/members/${member.user.id}`],
      ['GET', `/${groupId}/moderation-log`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(outsider, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('निजी समूह');
    }
    expect(JSON.stringify((await call(owner, 'GET', `/${groupId}/members`)).json())).toBe(before);
  });
});
