import type { History } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupMessages,
  groups,
  notifications,
  practiceSets,
  questions,
  setQuestions,
} from '../src/db/schema/index.ts';
import type { PushMessage } from '../src/modules/notifications/push.ts';
import { createGroup, newId, userWithToken } from './community-fixtures.ts';
import { createPracticeSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Abuse of the chat's side effects (issue 19's security pass): mention floods into the bell and
 * Web Push, the moderation log pushed out by reports, a sealed question's text through a card.
 * Each test asserts the secure behaviour; `it.skip` with a FINDING comment marks what is still open.
 */
let t: TestApp;
type Person = Awaited<ReturnType<typeof userWithToken>>;
const pushed: { userIds: string[]; message: PushMessage }[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  t.app.deps.push.send = async (userIds, message) => {
    pushed.push({ userIds: [...userIds], message });
    return { sent: userIds.length, removed: 0 };
  };
});
afterAll(() => t.close());

const auth = (who: Person) => ({ authorization: `Bearer ${who.token}` });
const people = (n: number) => Promise.all(Array.from({ length: n }, () => userWithToken(t.app)));
const send = (who: Person, groupId: string, text: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/community/groups/${groupId}/messages`,
    headers: auth(who),
    payload: { clientId: newId(), text, ...extra },
  });
const noticesOf = async (userId: string) =>
  t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('mentions', () => {
  // Was a FINDING (medium): nothing coalesced mentions, so one student could put a bell notice and a
  // push on a classmate every second. A member told about a group is not told again for 10 minutes.
  it('ten mentions in ten seconds do not become ten pushes to one member', async () => {
    const [spammer, victim] = (await people(2)) as [Person, Person];
    const group = await createGroup(t.app.deps.db, [
      { userId: spammer.user.id, role: 'owner' },
      { userId: victim.user.id },
    ]);
    pushed.length = 0;
    for (let i = 0; i < 10; i++) {
      const res = await send(spammer, group.id, `@${victim.user.username} uth jao ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const pushes = pushed.filter((p) => p.userIds.includes(victim.user.id)).length;
    const bell = (await noticesOf(victim.user.id)).filter((n) => n.kind === 'chatMention').length;
    expect(pushes).toBeLessThanOrEqual(2);
    expect(bell).toBeLessThanOrEqual(2);
  });

  it('a mention added by an edit, of a non-member or across groups notifies nobody', async () => {
    const [author, member, outsider] = (await people(3)) as [Person, Person, Person];
    const group = await createGroup(t.app.deps.db, [
      { userId: author.user.id, role: 'owner' },
      { userId: member.user.id },
    ]);
    await createGroup(t.app.deps.db, [{ userId: outsider.user.id }, { userId: author.user.id }]);
    pushed.length = 0;
    const first = await send(author, group.id, `@${outsider.user.username} dekho`);
    expect(first.statusCode).toBe(201);
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/community/groups/${group.id}/messages`,
      headers: auth(author),
      payload: { clientId: first.json().clientId, text: `@${member.user.username} ab dekho` },
    });
    // A retry with the same client id is the first message again, not a new mention.
    expect(edited.statusCode).toBe(200);
    expect(await noticesOf(outsider.user.id)).toEqual([]);
    expect(await noticesOf(member.user.id)).toEqual([]);
    expect(pushed).toEqual([]);
  });
});

describe('the moderation log', () => {
  // Was a FINDING (low): reports shared the log's newest 100 with the moderators' actions, so 101
  // reports from a second account hid a removal. Actions and reports are now counted apart.
  it('reports cannot push the moderators’ own actions out of the log', async () => {
    const [owner, reporter, sock, troll] = (await people(4)) as [Person, Person, Person, Person];
    const group = await createGroup(t.app.deps.db, [
      { userId: owner.user.id, role: 'owner' },
      { userId: reporter.user.id },
      { userId: sock.user.id },
      { userId: troll.user.id },
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/community/groups/${group.id}/members/${troll.user.id}`,
      headers: auth(owner),
    });
    expect(removed.statusCode).toBe(204);
    const rows = Array.from({ length: 101 }, (_, i) => ({
      groupId: group.id,
      seq: i + 1,
      authorId: sock.user.id,
      clientId: newId(),
      kind: 'text' as const,
      text: `filler ${i}`,
    }));
    const made = await t.app.deps.db.insert(groupMessages).values(rows).returning({ id: groupMessages.id });
    await t.app.deps.db.update(groups).set({ lastSeq: 101 }).where(eq(groups.id, group.id));
    for (const m of made) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/community/groups/${group.id}/messages/${m.id}/report`,
        headers: auth(reporter),
        payload: { reason: 'spam spam' },
      });
      expect(res.statusCode).toBe(200);
    }
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${group.id}/moderation-log`,
      headers: auth(owner),
    });
    expect(log.json().data.map((e: { action: string }) => e.action)).toContain('removeMember');
  });
});

describe('sealed questions through a card', () => {
  // Was a FINDING (low): a card carried 160 characters of its stem to every member, so a student who
  // had submitted a set could post its paper to classmates who had not sat it. A reader now sees the
  // words only where the question is not sealed for them, and a room's broadcast only where no set
  // or coming Problem of the Day holds it (message-queries.ts, hiddenStems).
  it('a card of a question sealed for the reader shows the reader no stem', async () => {
    const [sharer, reader] = (await people(2)) as [Person, Person];
    const group = await createGroup(t.app.deps.db, [
      { userId: sharer.user.id, role: 'owner' },
      { userId: reader.user.id },
    ]);
    const set = await createPracticeSet(t.app.deps.db, 'SSC');
    const [sealed] = await t.app.deps.db
      .select({ id: setQuestions.questionId, textEn: questions.textEn })
      .from(setQuestions)
      .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
      .innerJoin(questions, eq(questions.id, setQuestions.questionId))
      .where(and(eq(practiceSets.slug, set.slug)))
      .limit(1);
    if (!sealed) throw new Error('no question');
    // As the row a share by a student who has submitted the set leaves (open to them, sealed for the reader).
    await t.app.deps.db.insert(groupMessages).values({
      groupId: group.id,
      seq: 1,
      authorId: sharer.user.id,
      clientId: newId(),
      kind: 'question',
      text: 'ise hal karo',
      questionId: sealed.id,
    });
    await t.app.deps.db.update(groups).set({ lastSeq: 1 }).where(eq(groups.id, group.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${group.id}/messages`,
      headers: auth(reader),
    });
    expect(res.statusCode).toBe(200);
    const [card] = (res.json() as History).data;
    expect(card?.question).toMatchObject({ questionId: sealed.id, preview: null });
  });
});
