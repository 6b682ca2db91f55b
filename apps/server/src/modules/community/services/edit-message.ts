import type { ChatMessage } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { groupMessages } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertCanWrite, assertMember } from '../membership.ts';
import { forRoom, messageInGroup, presentOne } from '../message-queries.ts';
import { refusal } from '../policy.ts';

/**
 * A member edits their own message's text (marked edited; its seq and place stay). A deleted or
 * hidden message cannot be edited back into view; a muted member or an archived group cannot edit.
 * Editing notifies nobody again (a mention added by an edit is not a new mention).
 */
export async function editMessage(
  d: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  userId: string,
  input: { groupId: string; messageId: string; text: string },
): Promise<ChatMessage> {
  const now = d.clock();
  const row = await d.db.transaction(async (tx) => {
    const { group, member } = await assertMember(tx, input.groupId, userId);
    const message = await messageInGroup(tx, input.groupId, input.messageId);
    if (message.authorId !== userId)
      throw refusal('validation.community.notAuthor', 'Only its author can edit a message');
    if (message.deletedAt || message.hiddenAt)
      throw new AppError(409, 'CONFLICT', 'This message was deleted', {
        rule: 'validation.community.messageGone',
      });
    assertCanWrite(group, member, now);
    const [updated] = await tx
      .update(groupMessages)
      .set({ text: input.text, editedAt: now })
      .where(eq(groupMessages.id, message.id))
      .returning();
    return updated ?? message;
  });
  const message = await presentOne(d.db, row, userId, now);
  const heard = await forRoom(d.db, message, now);
  d.realtime.toGroup(input.groupId, 'messageEdited', { ...heard, reactions: withoutMine(heard) });
  return message;
}

/** Broadcasts carry counts only: whether "mine" is for each reader's client to keep. */
export const withoutMine = (m: ChatMessage) => m.reactions.map((r) => ({ ...r, mine: false }));
