import type { ChatMessage, SendMessagePayload } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { groupMembers, groupMessages, groups, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError, isUniqueViolation } from '../../../lib/app-error.ts';
import { assertCanWrite, assertMember } from '../membership.ts';
import { presentMessage } from '../message-presenter.ts';
import { messageByClientId, presentOne } from '../message-queries.ts';
import { pushChatNotices, writeChatNotices } from './chat-notices.ts';
import { assertSendRate, assertSlowMode } from './send-limits.ts';
import { assertShareable } from './shared-question.ts';

type SendDeps = Pick<Deps, 'db' | 'clock' | 'push' | 'log' | 'realtime'>;

/**
 * Sends a chat message (docs/community-realtime.md, "Ordering and idempotency"). One transaction:
 * the member may write (not archived, not muted), slow mode and the sender's rate allow it, a shared
 * question is one the sender may see; the group's counter gives the next seq under the group row's
 * lock, so seqs are dense and in commit order; mentions and replies are written to the bell. Only
 * after commit does anyone hear of it (`newMessage` to the room, pushes). The sender's client id
 * makes a retry the same message: it answers the committed one, with its seq, and changes nothing.
 */
export async function sendMessage(
  d: SendDeps,
  userId: string,
  payload: SendMessagePayload,
): Promise<{ message: ChatMessage; created: boolean }> {
  const retried = await committedBefore(d, userId, payload);
  if (retried) return { message: retried, created: false };
  const now = d.clock();
  let outcome: Awaited<ReturnType<typeof commit>>;
  try {
    outcome = await commit(d, userId, payload, now);
  } catch (err) {
    // Two tries of one message at once: the loser's transaction rolled back (its seq with it).
    const raced = isUniqueViolation(err, 'group_messages_client_unique')
      ? await committedBefore(d, userId, payload)
      : null;
    if (raced) return { message: raced, created: false };
    throw err;
  }
  // Presented from what the transaction read: a new message has no reactions yet.
  const message = presentMessage(outcome.row, {
    author: outcome.author,
    reactions: [],
    question: outcome.question,
  });
  d.realtime.toGroup(payload.groupId, 'newMessage', message);
  pushChatNotices(d, outcome.group, outcome.author.name, outcome.notices);
  return { message, created: true };
}

async function committedBefore(d: SendDeps, userId: string, payload: SendMessagePayload) {
  const row = await messageByClientId(d.db, payload.groupId, userId, payload.clientId);
  if (!row) return null;
  // Only a member may read it back (a removed member's retry is a 404 like any other read).
  await assertMember(d.db, payload.groupId, userId);
  return presentOne(d.db, row, userId);
}

function commit(d: SendDeps, userId: string, payload: SendMessagePayload, now: Date) {
  return d.db.transaction(async (tx) => {
    const { group, member } = await assertMember(tx, payload.groupId, userId);
    assertCanWrite(group, member, now);
    // One sender's sends are counted one at a time (two tabs cannot both take the last free slot).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-send:${userId}`}))`);
    assertSlowMode(group, member, now);
    await assertSendRate(tx, userId, now);
    const question = payload.questionId ? await assertShareable(tx, userId, payload.questionId, now) : null;
    if (payload.replyToSeq !== undefined && payload.replyToSeq > group.lastSeq) {
      throw fieldError(
        400,
        'VALIDATION_ERROR',
        'replyToSeq',
        'validation.community.replyUnknown',
        'No such message to reply to',
      );
    }
    const [counter] = await tx
      .update(groups)
      .set({ lastSeq: sql`${groups.lastSeq} + 1`, lastActivityAt: now })
      .where(eq(groups.id, group.id))
      .returning({ lastSeq: groups.lastSeq });
    if (!counter) throw new Error('group vanished inside its transaction');
    const [row] = await tx
      .insert(groupMessages)
      .values({
        groupId: group.id,
        seq: counter.lastSeq,
        authorId: userId,
        clientId: payload.clientId,
        kind: payload.questionId ? 'question' : 'text',
        text: payload.text,
        questionId: payload.questionId ?? null,
        replyToSeq: payload.replyToSeq ?? null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    // The sender has read what they wrote; slow mode counts from now.
    await tx
      .update(groupMembers)
      .set({ lastSentAt: now, lastReadSeq: sql`greatest(${groupMembers.lastReadSeq}, ${row.seq})` })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)));
    const [found] = await tx
      .select({ id: users.id, name: users.name, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    const author = found ?? { id: userId, name: '', username: '' };
    const notices = await writeChatNotices(tx, group, author, { text: row.text, replyToSeq: row.replyToSeq });
    return { row, group, author, question, notices };
  });
}
