import type { ChatMessage, SendMessagePayload } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError, isUniqueViolation } from '../../../lib/app-error.ts';
import { assertCanWrite, assertMember } from '../membership.ts';
import { presentMessage } from '../message-presenter.ts';
import { forRoom, messageByClientId, messageInGroup, presentOne } from '../message-queries.ts';
import { pushChatNotices, writeChatNotices } from './chat-notices.ts';
import { insertMessage } from './insert-message.ts';
import { readSendContext } from './send-context.ts';
import { assertSendRate, assertSlowMode } from './send-limits.ts';
import { assertShareable } from './shared-question.ts';

type SendDeps = Pick<Deps, 'db' | 'clock' | 'push' | 'log' | 'realtime' | 'config'>;

/** The insert found the client id taken after all: the transaction must roll back (its seq with it). */
class ClientIdTaken extends Error {}

/**
 * Sends a chat message (docs/community-realtime.md, "Ordering and idempotency"). One transaction of
 * four statements in the common case (the sender's lock, one read, one write, and the bell only for
 * a mention or a reply): the member may write (not archived, not muted), slow mode and the sender's
 * rate allow it, a shared question is one the sender may see; the group's counter gives the next seq
 * under the group row's lock, so seqs are dense and in commit order. Only after commit does anyone
 * hear of it (`newMessage` to the room, pushes). The sender's client id makes a retry the same
 * message: it answers the committed one, with its seq, and changes nothing.
 */
export async function sendMessage(
  d: SendDeps,
  userId: string,
  payload: SendMessagePayload,
): Promise<{ message: ChatMessage; created: boolean }> {
  const now = d.clock();
  let outcome: Awaited<ReturnType<typeof commit>>;
  try {
    outcome = await d.db.transaction((tx) => commit(tx, d, userId, payload, now));
  } catch (err) {
    // Every send of a user waits for their lock, so a second try finds the first in its read; this is
    // the belt to that: a row committed by some other path between the read and the insert.
    const taken = err instanceof ClientIdTaken || isUniqueViolation(err, 'group_messages_client_unique');
    const raced = taken ? await committedBefore(d, userId, payload) : null;
    if (raced) return { message: raced, created: false };
    throw err;
  }
  if (outcome.retried) return { message: outcome.retried, created: false };
  // Presented from what was written and read: a new message has no reactions yet.
  const message = presentMessage(outcome.row, {
    author: outcome.author,
    reactions: [],
    question: outcome.question,
  });
  // The room hears a shared question's words only where no member can be sealed from it (forRoom).
  d.realtime.toGroup(payload.groupId, 'newMessage', await forRoom(d.db, message, now));
  pushChatNotices(d, outcome.group, outcome.author.name, outcome.notices);
  return { message, created: true };
}

async function committedBefore(d: SendDeps, userId: string, payload: SendMessagePayload) {
  const row = await messageByClientId(d.db, payload.groupId, userId, payload.clientId);
  if (!row) return null;
  // Only a member may read it back (a removed member's retry is a 404 like any other read).
  await assertMember(d.db, payload.groupId, userId);
  return presentOne(d.db, row, userId, d.clock());
}

async function commit(tx: Tx, d: SendDeps, userId: string, payload: SendMessagePayload, now: Date) {
  // One sender's sends are counted one at a time (two tabs cannot both take the last free slot), and
  // everything below is read after it, in a statement of its own (a statement's snapshot is taken
  // when it starts, so a lock taken inside it would leave the rest of it reading the past).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-send:${userId}`}))`);
  const ctx = await readSendContext(tx, userId, payload, now, d.config.RATE_LIMIT_ENABLED);
  const { group, member, author } = ctx;
  // A retry of a committed message is answered before any check: it changes nothing.
  if (ctx.committedId) {
    const row = await messageInGroup(tx, group.id, ctx.committedId);
    return { retried: await presentOne(tx, row, userId, now) } as const;
  }
  assertCanWrite(group, member, now);
  assertSlowMode(group, member, now);
  if (ctx.counts) assertSendRate(ctx.counts, now);
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
  const row = await insertMessage(tx, {
    groupId: group.id,
    authorId: userId,
    clientId: payload.clientId,
    kind: payload.questionId ? 'question' : 'text',
    text: payload.text,
    questionId: payload.questionId ?? null,
    replyToSeq: payload.replyToSeq ?? null,
    createdAt: now,
  });
  if (!row) throw new ClientIdTaken('client id taken');
  // Mentions are looked up only for an `@name`, the replied-to author only for a reply.
  const notices = await writeChatNotices(tx, group, author, { text: row.text, replyToSeq: row.replyToSeq });
  return { retried: null, row, group, author, question, notices };
}
