import { type ChatMessage, indianDayOf } from '@abhyas/core';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type GroupMessageRow,
  groupMessages,
  messageReactions,
  potdProblems,
  questions,
  setQuestions,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { notFound } from '../../lib/app-error.ts';
import { sealsOf } from '../exams/sealing.ts';
import { type MessageExtras, presentMessage } from './message-presenter.ts';

type Reader = Db | Tx;

/**
 * Reads shared by the message services and history: a message of a group, and rows presented with
 * their authors, reactions (with `mine` for `viewerId`; null for broadcasts) and question stems, in
 * three queries for any number of rows.
 */

/** A message of this group, or 404 (an id of another group is as good as unknown). */
export async function messageInGroup(
  db: Reader,
  groupId: string,
  messageId: string,
): Promise<GroupMessageRow> {
  const [row] = await db
    .select()
    .from(groupMessages)
    .where(and(eq(groupMessages.id, messageId), eq(groupMessages.groupId, groupId)));
  if (!row) throw notFound('No such message');
  return row;
}

/** The sender's message with this client id, if a first try already committed it. */
export async function messageByClientId(
  db: Reader,
  groupId: string,
  authorId: string,
  clientId: string,
): Promise<GroupMessageRow | null> {
  const [row] = await db
    .select()
    .from(groupMessages)
    .where(
      and(
        eq(groupMessages.groupId, groupId),
        eq(groupMessages.authorId, authorId),
        eq(groupMessages.clientId, clientId),
      ),
    );
  return row ?? null;
}

/**
 * The shared questions among `questionIds` whose opening words a reader may not see
 * (docs/community-realtime.md, "Shared questions"): for a reader, those sealed for them (sealsOf); for
 * a room's broadcast (`viewerId` null), every one a set or a coming Problem of the Day holds, since
 * some member may not have sat it. Sharing needs the sharer's own seal to be open; the readers' are
 * their own.
 */
export async function hiddenStems(
  db: Reader,
  viewerId: string | null,
  questionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  if (viewerId) return new Set((await sealsOf(db, viewerId, questionIds, now)).keys());
  const held = await db
    .select({ id: setQuestions.questionId })
    .from(setQuestions)
    .where(inArray(setQuestions.questionId, [...questionIds]))
    .union(
      db
        .select({ id: potdProblems.questionId })
        .from(potdProblems)
        .where(
          and(inArray(potdProblems.questionId, [...questionIds]), gte(potdProblems.day, indianDayOf(now))),
        ),
    );
  return new Set(held.map((r) => r.id));
}

/** A message as a room hears it: a shared question's words only where no member can be sealed from it. */
export async function forRoom(db: Reader, message: ChatMessage, now: Date): Promise<ChatMessage> {
  const question = message.question;
  if (!question?.preview) return message;
  const hidden = await hiddenStems(db, null, [question.questionId], now);
  return hidden.size ? { ...message, question: { ...question, preview: null } } : message;
}

export async function presentRows(
  db: Reader,
  rows: readonly GroupMessageRow[],
  viewerId: string | null,
  now: Date,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is string => id !== null))];
  const questionIds = [...new Set(rows.map((r) => r.questionId).filter((id): id is string => id !== null))];
  const messageIds = rows.map((r) => r.id);
  const [authors, reactions, stems, hidden] = await Promise.all([
    authorIds.length
      ? db
          .select({ id: users.id, name: users.name, username: users.username })
          .from(users)
          .where(inArray(users.id, authorIds))
      : [],
    db
      .select({
        messageId: messageReactions.messageId,
        emoji: messageReactions.emoji,
        count: sql<number>`count(*)::int`,
        mine: viewerId
          ? sql<boolean>`bool_or(${messageReactions.userId} = ${viewerId})`
          : sql<boolean>`false`,
      })
      .from(messageReactions)
      .where(inArray(messageReactions.messageId, messageIds))
      .groupBy(messageReactions.messageId, messageReactions.emoji),
    questionIds.length
      ? db
          .select({ id: questions.id, textHi: questions.textHi, textEn: questions.textEn })
          .from(questions)
          .where(inArray(questions.id, questionIds))
      : [],
    hiddenStems(db, viewerId, questionIds, now),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const stemById = new Map(stems.map((q) => [q.id, q]));
  const reactionsOf = new Map<string, MessageExtras['reactions'][number][]>();
  for (const r of reactions) {
    const list = reactionsOf.get(r.messageId) ?? [];
    list.push({ emoji: r.emoji, count: Number(r.count), mine: Boolean(r.mine) });
    reactionsOf.set(r.messageId, list);
  }
  return rows.map((row) =>
    presentMessage(row, {
      author: row.authorId ? (authorById.get(row.authorId) ?? null) : null,
      reactions: reactionsOf.get(row.id) ?? [],
      question: row.questionId ? (stemById.get(row.questionId) ?? null) : null,
      stemHidden: row.questionId !== null && hidden.has(row.questionId),
    }),
  );
}

export async function presentOne(
  db: Reader,
  row: GroupMessageRow,
  viewerId: string | null,
  now: Date,
): Promise<ChatMessage> {
  const [message] = await presentRows(db, [row], viewerId, now);
  if (!message) throw notFound('No such message');
  return message;
}
