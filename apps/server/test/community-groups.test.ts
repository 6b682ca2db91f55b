import { communityRules, type GroupDetail } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages, groups } from '../src/db/schema/index.ts';
import { createGroup, userWithToken } from './community-fixtures.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Study groups over REST (docs/community.md): create, discover, join, invites, leaving, ownership. */
let t: TestApp;
type Person = Awaited<ReturnType<typeof userWithToken>>;
let owner: Person;
let friend: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  owner = await userWithToken(t.app, { name: 'Asha Kumari' });
  friend = await userWithToken(t.app, { name: 'Bhola Nath' });
  stranger = await userWithToken(t.app, { name: 'Chetan Rao' });
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
const make = async (who: Person, over: object = {}): Promise<GroupDetail> => {
  const res = await call(who, 'POST', '', { name: 'UPSC साथी', visibility: 'public', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
/** A message written as the send service would: the next seq, the group's counter and activity moved. */
async function postMessage(groupId: string, authorId: string, text: string, at: Date) {
  const [group] = await t.database.db.select().from(groups).where(eq(groups.id, groupId));
  const seq = (group?.lastSeq ?? 0) + 1;
  const [row] = await t.database.db
    .insert(groupMessages)
    .values({ groupId, seq, authorId, clientId: crypto.randomUUID(), text, createdAt: at })
    .returning();
  await t.database.db.update(groups).set({ lastSeq: seq, lastActivityAt: at }).where(eq(groups.id, groupId));
  return row;
}

describe('making and finding groups', () => {
  it('creates a group the caller owns, with an invite code of the alphabet, listed in "my groups"', async () => {
    const group = await make(owner, { name: 'SSC CGL तैयारी', examKey: 'SSC_CGL_TIER_1', cover: '#0f766e' });
    expect(group).toMatchObject({
      name: 'SSC CGL तैयारी',
      examKey: 'SSC_CGL_TIER_1',
      kind: 'open',
      myRole: 'owner',
      memberCount: 1,
      unreadCount: 0,
      lastMessage: null,
    });
    expect(group.inviteCode).toMatch(new RegExp(`^[${communityRules.codeAlphabet}]{8}$`));
    const mine = (await call(owner, 'GET', '/mine')).json().data;
    expect(mine.map((g: GroupDetail) => g.id)).toContain(group.id);
    expect(mine[0]).not.toHaveProperty('inviteCode');
  });

  it('discovers public groups by Hindi or English words in the name or description, and by exam', async () => {
    const hindi = await make(owner, { name: 'भूगोल अध्ययन मंडल', examKey: 'UPSC_CSE' });
    const english = await make(owner, { name: 'Polity circle', description: 'Laxmikanth every evening' });
    const secret = await make(owner, { name: 'भूगोल निजी', visibility: 'private' });
    const find = async (query: string) =>
      (await call(stranger, 'GET', `/discover?${query}`)).json().data.map((g: GroupDetail) => g.id);
    expect(await find(`q=${encodeURIComponent('भूगोल')}`)).toEqual([hindi.id]);
    expect(await find('q=LAXMIKANTH')).toEqual([english.id]);
    expect(await find('exam=UPSC_CSE')).toEqual([hindi.id]);
    expect(await find('q=%25')).toEqual([]);
    expect(await find('q=_')).toEqual([]);
    expect(await find('')).not.toContain(secret.id);
    // A stranger sees the card, not the chat: no role, no unread, no last message.
    const card = (await call(stranger, 'GET', `/discover?q=Polity`)).json().data[0];
    expect(card).toMatchObject({ myRole: null, unreadCount: 0, lastMessage: null });
  });

  it('pages discovery 20 at a time, most active first', async () => {
    const base = t.clock().getTime();
    for (let i = 0; i < 21; i += 1)
      await createGroup(t.database.db, [], {
        name: `Paging ${i}`,
        visibility: 'public',
        lastActivityAt: new Date(base - i * 60_000),
      });
    const first = (await call(stranger, 'GET', '/discover?q=Paging')).json();
    expect(first.data).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.data[0].name).toBe('Paging 0');
    const second = (await call(stranger, 'GET', '/discover?q=Paging&page=2')).json();
    expect(second.data.map((g: GroupDetail) => g.name)).toEqual(['Paging 20']);
    expect(second.hasMore).toBe(false);
  });

  it('refuses an 11th owned group with a clear rule', async () => {
    const busy = await userWithToken(t.app);
    for (let i = 0; i < communityRules.ownedMax; i += 1) await make(busy, { name: `Group ${i}` });
    const res = await call(busy, 'POST', '', { name: 'One more', visibility: 'public' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.rule).toBe('validation.community.tooManyOwned');
  });
});

describe('joining', () => {
  it('joins a public group in one tap, once, and shows a last message and unread count', async () => {
    const group = await make(owner, { name: 'Reasoning रोज़' });
    const first = await call(friend, 'POST', `/${group.id}/join`);
    expect(first.json()).toMatchObject({ myRole: 'member', memberCount: 2, inviteCode: null });
    expect((await call(friend, 'POST', `/${group.id}/join`)).json().memberCount).toBe(2);
    // Two taps at once join once.
    const both = await Promise.all([
      call(stranger, 'POST', `/${group.id}/join`),
      call(stranger, 'POST', `/${group.id}/join`),
    ]);
    expect(both.map((r) => r.json().memberCount)).toEqual([3, 3]);
    expect((await call(stranger, 'POST', `/${group.id}/leave`)).statusCode).toBe(204);
    expect((await call(stranger, 'POST', `/${group.id}/leave`)).statusCode).toBe(404);
    const at = new Date(t.clock().getTime() + 60_000);
    await postMessage(group.id, owner.user.id, 'आज   का\nप्रश्न', at);
    const mine = (await call(friend, 'GET', '/mine')).json().data;
    expect(mine[0]).toMatchObject({
      id: group.id,
      unreadCount: 1,
      lastMessage: { seq: 1, preview: 'आज का प्रश्न', authorName: 'Asha Kumari', at: at.toISOString() },
    });
    // A deleted last message keeps its place and time but shows no text.
    await t.database.db
      .update(groupMessages)
      .set({ deletedAt: at })
      .where(eq(groupMessages.groupId, group.id));
    expect((await call(friend, 'GET', `/${group.id}`)).json().lastMessage.preview).toBe('');
  });

  it('joins by code (any case) a private group, and a reset code stops the old one', async () => {
    const group = await make(owner, { name: 'Private maths', visibility: 'private' });
    expect((await call(stranger, 'GET', `/${group.id}`)).statusCode).toBe(404);
    const code = group.inviteCode ?? '';
    const joined = await call(friend, 'POST', '/join-by-code', { code: code.toLowerCase() });
    expect(joined.json()).toMatchObject({ id: group.id, myRole: 'member' });
    expect((await call(friend, 'POST', `/${group.id}/invite-code`)).json().error.rule).toBe(
      'validation.community.ownerOnly',
    );
    const reset = (await call(owner, 'POST', `/${group.id}/invite-code`)).json();
    expect(reset.inviteCode).not.toBe(code);
    const old = await call(stranger, 'POST', '/join-by-code', { code });
    expect(old.statusCode).toBe(404);
    expect(old.json().error.rule).toBe('validation.community.codeUnknown');
    expect((await call(stranger, 'POST', '/join-by-code', { code: reset.inviteCode })).statusCode).toBe(200);
    const log = (await call(owner, 'GET', `/${group.id}/moderation-log`)).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['resetCode']);
  });

  it('refuses a join past joinedMax', async () => {
    const joiner = await userWithToken(t.app);
    for (let i = 0; i < communityRules.joinedMax; i += 1)
      await createGroup(t.database.db, [{ userId: joiner.user.id }], { name: `Full ${i}` });
    const group = await make(owner, { name: 'One too many' });
    const res = await call(joiner, 'POST', `/${group.id}/join`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.rule).toBe('validation.community.tooManyJoined');
  });
});

describe('leaving, handing over, archiving', () => {
  it('makes the owner hand over first; the new owner is set and the old one becomes an admin', async () => {
    const group = await make(owner, { name: 'Handover' });
    await call(friend, 'POST', `/${group.id}/join`);
    const leave = await call(owner, 'POST', `/${group.id}/leave`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.rule).toBe('validation.community.ownerMustTransfer');
    expect(
      (await call(owner, 'POST', `/${group.id}/transfer`, { userId: stranger.user.id })).statusCode,
    ).toBe(404);
    expect((await call(friend, 'POST', `/${group.id}/transfer`, { userId: friend.user.id })).statusCode).toBe(
      409,
    );
    const handed = await call(owner, 'POST', `/${group.id}/transfer`, { userId: friend.user.id });
    expect(handed.json()).toMatchObject({ myRole: 'admin' });
    expect((await call(friend, 'GET', `/${group.id}`)).json().myRole).toBe('owner');
    expect((await call(owner, 'POST', `/${group.id}/leave`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/${group.id}`)).statusCode).toBe(200); // public: the card
    expect((await call(owner, 'GET', `/${group.id}`)).json().myRole).toBeNull();
    expect((await call(friend, 'GET', `/${group.id}`)).json().memberCount).toBe(1);
  });

  it('archives a group when its last member leaves: out of discovery, closed to joins', async () => {
    const solo = await userWithToken(t.app);
    const group = await make(solo, { name: 'Last one out' });
    const other = await make(solo, { name: 'Still going' });
    expect((await call(solo, 'POST', `/${group.id}/leave`)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row?.archivedAt).not.toBeNull();
    expect(row?.memberCount).toBe(0);
    expect((await call(stranger, 'GET', `/${group.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/${group.id}/join`)).statusCode).toBe(404);
    const ids = (await call(stranger, 'GET', '/discover?q=Last%20one')).json().data;
    expect(ids).toEqual([]);
    expect((await call(solo, 'GET', '/mine')).json().data.map((g: GroupDetail) => g.id)).toEqual([other.id]);
  });
});
