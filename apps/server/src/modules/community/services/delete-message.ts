import type { ChatMessage } from '@abhyas/core';
import { canModerate } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { groupMessages } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { assertMember, logModeration } from '../membership.ts';
import { messageInGroup, presentOne } from '../message-queries.ts';
import { refusal } from '../policy.ts';
import { withoutMine } from './edit-message.ts';

/**
 * Deletes a message: its author, or a moderator (owner, admin) for anyone's. The row stays as a
 * tombstone (its seq keeps the history dense); its text and shared question are wiped, so nothing of
 * it can be shown again. A moderator deleting someone else's message is logged. Deleting a deleted
 * message answers it again (a retry).
 */
export async function deleteMessage(
  d: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  userId: string,
  input: { groupId: string; messageId: string },
): Promise<ChatMessage> {
  const now = d.clock();
  const { row, changed } = await d.db.transaction(async (tx) => {
    const { member } = await assertMember(tx, input.groupId, userId);
    const message = await messageInGroup(tx, input.groupId, input.messageId);
    const own = message.authorId === userId;
    if (!own && !canModerate(member.role))
      throw refusal(
        'validation.community.notAuthorOrModerator',
        'Only its author or a group admin can delete a message',
      );
    if (message.deletedAt) return { row: message, changed: false };
    const [updated] = await tx
      .update(groupMessages)
      .set({ deletedAt: now, text: '', questionId: null })
      .where(eq(groupMessages.id, message.id))
      .returning();
    if (!own) {
      await logModeration(tx, {
        groupId: input.groupId,
        actorId: userId,
        action: 'deleteMessage',
        targetUserId: message.authorId,
        messageSeq: message.seq,
      });
    }
    return { row: updated ?? message, changed: true };
  });
  const message = await presentOne(d.db, row, userId, now);
  if (changed)
    d.realtime.toGroup(input.groupId, 'messageDeleted', { ...message, reactions: withoutMine(message) });
  return message;
}
