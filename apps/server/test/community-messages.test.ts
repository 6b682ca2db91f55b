import type { ChatMessage, History } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupModerationLog, practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { createGroup, newId, userWithToken } from './community-fixtures.ts';
import { createPracticeSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function pair() {
  const a = await userWithToken(t.app);
  const b = await userWithToken(t.app);
  const group = await createGroup(t.app.deps.db, [
    { userId: a.user.id, role: 'owner' },
    { userId: b.user.id },
  ]);
  const post = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/community/groups/${group.id}/messages`,
      headers: auth(token),
      payload: body,
    });
  const history = async (token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${group.id}/messages${query}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as History;
  };
  return { a, b, group, post, history };
}

describe('chat over REST', () => {
  it('sends idempotently: 201 then 200 with the same seq for the same clientId', async () => {
    const { a, post, history } = await pair();
    const clientId = newId();
    const first = await post(a.token, { clientId, text: 'REST se' });
    expect(first.statusCode).toBe(201);
    const again = await post(a.token, { clientId, text: 'REST se' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as ChatMessage).seq).toBe((first.json() as ChatMessage).seq);
    expect((await history(a.token)).data).toHaveLength(1);
    const extra = await post(a.token, { clientId: newId(), text: 'x', groupId: newId() });
    expect(extra.statusCode).toBe(400);
  });

  it('pages history by seq: newest page, older with before, catch-up with after, always ascending', async () => {
    const { a, b, post, history } = await pair();
    for (let i = 1; i <= 7; i++) {
      t.clock.advance(2_000); // under the burst limit
      expect((await post(i % 2 ? a.token : b.token, { clientId: newId(), text: `m${i}` })).statusCode).toBe(
        201,
      );
    }
    const seqs = (h: History) => h.data.map((m) => m.seq);
    const newest = await history(b.token, '?limit=3');
    expect([seqs(newest), newest.hasMore, newest.lastSeq]).toEqual([[5, 6, 7], true, 7]);
    const older = await history(b.token, '?limit=3&before=5');
    expect([seqs(older), older.hasMore]).toEqual([[2, 3, 4], true]);
    const oldest = await history(b.token, '?limit=3&before=2');
    expect([seqs(oldest), oldest.hasMore]).toEqual([[1], false]);
    const catchUp = await history(b.token, '?limit=4&after=2');
    expect([seqs(catchUp), catchUp.hasMore]).toEqual([[3, 4, 5, 6], true]);
    const rest = await history(b.token, '?limit=4&after=6');
    expect([seqs(rest), rest.hasMore]).toEqual([[7], false]);
  });

  it('answers 404 to a non-member for history, send, report and hide alike', async () => {
    const { a, group, post } = await pair();
    const outsider = await userWithToken(t.app);
    const sent = (await post(a.token, { clientId: newId(), text: 'private' })).json() as ChatMessage;
    expect((await post(outsider.token, { clientId: newId(), text: 'hi' })).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', `/api/community/groups/${group.id}/messages`, undefined],
      ['POST', `/api/community/groups/${group.id}/messages/${sent.id}/report`, { reason: 'spam here' }],
      ['POST', `/api/community/groups/${group.id}/messages/${sent.id}/hide`, undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: auth(outsider.token),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('reports once per member, and a moderator hides for everyone (both logged)', async () => {
    const { a, b, group, post, history } = await pair();
    const sent = (await post(b.token, { clientId: newId(), text: 'buy answers here' })).json() as ChatMessage;
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/community/groups/${group.id}/messages/${sent.id}/report`,
        headers: auth(a.token),
        payload: { reason: 'selling answer keys' },
      });
    expect((await report()).statusCode).toBe(200);
    expect((await report()).statusCode).toBe(409);
    const hideAs = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/community/groups/${group.id}/messages/${sent.id}/hide`,
        headers: auth(token),
      });
    expect((await hideAs(b.token)).statusCode).toBe(409);
    const hidden = await hideAs(a.token);
    expect(hidden.json()).toMatchObject({ seq: sent.seq, text: null });
    expect((await history(b.token)).data[0]).toMatchObject({ text: null, hiddenAt: expect.any(String) });
    const log = await t.app.deps.db
      .select()
      .from(groupModerationLog)
      .where(eq(groupModerationLog.groupId, group.id));
    expect(log.map((l) => l.action).sort()).toEqual(['hideMessage', 'report']);
  });

  it('shares an open bank question as a card without its key, and refuses a sealed one', async () => {
    const { a, post } = await pair();
    const set = await createPracticeSet(t.app.deps.db, 'SSC');
    const [sealed] = await t.app.deps.db
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
      .where(eq(practiceSets.slug, set.slug))
      .limit(1);
    if (!sealed) throw new Error('no question');
    const refused = await post(a.token, { clientId: newId(), text: 'dekho', questionId: sealed.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'QUESTION_SEALED' } });

    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, sealed.id));
    if (!row) throw new Error('no row');
    const { id: _i, createdAt: _c, updatedAt: _u, textKey: _k, searchText: _s, ...copy } = row;
    const [open] = await t.app.deps.db
      .insert(questions)
      .values({
        ...copy,
        textHi: 'खुला प्रश्न: 2 और 4 का औसत?',
        textEn: 'Open: the average of 2 and 4?',
        textKey: `open ${newId()}`,
      })
      .returning();
    if (!open) throw new Error('no open question');
    const shared = await post(a.token, { clientId: newId(), text: 'ise hal karo', questionId: open.id });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({
      kind: 'question',
      question: {
        questionId: open.id,
        preview: { hi: 'खुला प्रश्न: 2 और 4 का औसत?', en: 'Open: the average of 2 and 4?' },
      },
    });
    expect(shared.body).not.toMatch(/correct|explanation|Explanation|व्याख्या/);
  });
});
