import type { ChatMessage } from '@abhyas/core';
import { and, eq, isNull } from 'drizzle-orm';
import { groupMessages, messageReports } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { assertModerator, logModeration } from '../membership.ts';
import { messageInGroup, presentOne } from '../message-queries.ts';
import { withoutMine } from './edit-message.ts';

/**
 * A moderator hides a message for everyone (usually after a report). The text stays in the database
 * for the moderation record but is never presented again; the group hears `messageDeleted` with the
 * tombstone (`hiddenAt` set). Open reports of it are marked handled; the action is logged.
 */
export async function hideMessage(
  d: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  userId: string,
  input: { groupId: string; messageId: string },
): Promise<ChatMessage> {
  const now = d.clock();
  const { row, changed } = await d.db.transaction(async (tx) => {
    await assertModerator(tx, input.groupId, userId);
    const message = await messageInGroup(tx, input.groupId, input.messageId);
    if (message.hiddenAt) return { row: message, changed: false };
    const [updated] = await tx
      .update(groupMessages)
      .set({ hiddenAt: now })
      .where(eq(groupMessages.id, message.id))
      .returning();
    await tx
      .update(messageReports)
      .set({ handledAt: now })
      .where(and(eq(messageReports.messageId, message.id), isNull(messageReports.handledAt)));
    await logModeration(tx, {
      groupId: input.groupId,
      actorId: userId,
      action: 'hideMessage',
      targetUserId: message.authorId,
      messageSeq: message.seq,
    });
    return { row: updated ?? message, changed: true };
  });
  const message = await presentOne(d.db, row, userId, d.clock());
  if (changed)
    d.realtime.toGroup(input.groupId, 'messageDeleted', { ...message, reactions: withoutMine(message) });
  return message;
}
