import { type ChatMessage, communityRules, type History, serverEventSchemas } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, createGroup, emitAck, listen, newId, userWithToken } from './community-fixtures.ts';
import { createPracticeSet, startAttempt } from './exam-factories.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 9 (docs/reliability.md), over the socket: a student for whom a question is sealed
 * (it is in a ranked set they have not sat) sits in a group where a member who has sat it shares it,
 * edits the message, reacts, types, reads, deletes, changes the group and removes someone. Every event
 * of core's server event map must reach the student at least once (so a new event is scanned as soon
 * as it exists), and none may carry the question's key, explanation or text, nor any score; the
 * student's history over REST neither. The sharer's own copy shows the text, so the check can see it.
 */
let t: TestApp;
let base: string;
const STEM = 'SEALSTEM which river';
const EXPLAIN = 'SEALEXPLAIN the Ganga';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  base = await listen(t.app);
});
afterAll(async () => t?.close());

const forbiddenKeys = /"(correctOption|isCorrect|explanation|answer|score|scoreMilli|correct|points)"\s*:/;

describe('socket events for a student with a sealed question', () => {
  it('every server event reaches them and none carries the key, explanation, text or a score', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC', {
      lead: [
        {
          section: 1,
          subject: 'geography',
          topic: 'indian-geography',
          difficulty: 'easy',
          text: { hi: `${STEM} हिंदी`, en: STEM },
          options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'].map((o) => ({ hi: o, en: o })),
          answer: 1,
          explanation: { hi: `${EXPLAIN} हिंदी`, en: EXPLAIN },
        },
      ],
    });
    const sharer = await userWithToken(t.app);
    const student = await userWithToken(t.app);
    const other = await userWithToken(t.app);
    // The sharer has sat the set: its questions are theirs to share.
    const sat = await startAttempt(t.app, bearer(sharer.token), set);
    const questionId = sat.questions[0]?.id as string;
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${sat.id}/submit`,
      headers: bearer(sharer.token),
    });
    expect(submitted.statusCode).toBe(200);

    const group = await createGroup(t.database.db, [
      { userId: sharer.user.id, role: 'owner' },
      { userId: student.user.id },
      { userId: other.user.id },
    ]);
    const [s, x] = await Promise.all([connect(base, sharer.token), connect(base, student.token)]);
    const heard: { event: string; payload: unknown }[] = [];
    x.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
    const groupId = group.id;
    await emitAck(s, 'joinGroup', { groupId });
    await emitAck(x, 'joinGroup', { groupId });

    const shared = await emitAck(s, 'sendMessage', {
      groupId,
      clientId: newId(),
      text: 'try this one',
      questionId,
    });
    if (!shared.ok) throw new Error(`share refused: ${JSON.stringify(shared)}`);
    const message = shared.message as ChatMessage;
    expect(
      await emitAck(s, 'editMessage', { groupId, messageId: message.id, text: 'try this one today' }),
    ).toMatchObject({ ok: true });
    expect(
      await emitAck(s, 'addReaction', { groupId, messageId: message.id, emoji: communityRules.reactions[0] }),
    ).toMatchObject({ ok: true });
    await emitAck(s, 'typingStart', { groupId });
    // The sharer's mark moved with their own message; the student's read moves theirs.
    await emitAck(x, 'markAsRead', { groupId, seq: message.seq });
    const spare = await emitAck(s, 'sendMessage', { groupId, clientId: newId(), text: 'a slip' });
    if (!spare.ok) throw new Error('send refused');
    await emitAck(s, 'deleteMessage', { groupId, messageId: spare.message.id });
    const owner = bearer(sharer.token);
    const slow = await t.app.inject({
      method: 'PATCH',
      url: `/api/community/groups/${groupId}`,
      headers: owner,
      payload: { slowModeSeconds: communityRules.slowModeSeconds[1] },
    });
    expect(slow.statusCode, slow.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/community/groups/${groupId}/members/${other.user.id}`,
      headers: owner,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    // Every event of the map reached the student.
    const names = Object.keys(serverEventSchemas);
    await vi.waitFor(() => expect([...new Set(heard.map((h) => h.event))].sort()).toEqual(names.sort()), {
      timeout: 5000,
    });
    for (const { event, payload } of heard) {
      const text = JSON.stringify(payload);
      expect(text, event).not.toMatch(forbiddenKeys);
      expect(text, event).not.toContain('SEALSTEM');
      expect(text, event).not.toContain('SEALEXPLAIN');
      expect(text, event).not.toContain('Ganga');
    }
    // The question itself travelled (as a card without its words).
    const card = heard.find((h) => h.event === 'newMessage' && (h.payload as ChatMessage).question);
    expect((card?.payload as ChatMessage | undefined)?.question).toEqual({ questionId, preview: null });

    // The student's own history says the same.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${groupId}/messages`,
      headers: bearer(student.token),
    });
    const page = history.json() as History;
    expect(page.data.find((m) => m.id === message.id)?.question).toEqual({ questionId, preview: null });
    expect(history.body).not.toMatch(forbiddenKeys);
    expect(history.body).not.toContain('SEALSTEM');
    expect(history.body).not.toContain('SEALEXPLAIN');

    // The probe can see the words where they may be shown: the sharer's own history has the stem.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${groupId}/messages`,
      headers: owner,
    });
    expect(theirs.body).toContain('SEALSTEM');
    s.close();
    x.close();
  });
});
