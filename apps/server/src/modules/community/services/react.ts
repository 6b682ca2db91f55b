import type { communityRules } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { messageReactions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertCanWrite, assertMember } from '../membership.ts';
import { messageInGroup } from '../message-queries.ts';

type Emoji = (typeof communityRules.reactions)[number];

/**
 * Toggles the caller's reaction on a message: given if it was not, taken back if it was (the emoji
 * is one of core's `communityRules.reactions`, checked by the payload's schema). Answers the new
 * state and the emoji's count, and tells the group (`reactionUpdated`).
 */
export async function toggleReaction(
  d: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  userId: string,
  input: { groupId: string; messageId: string; emoji: Emoji },
): Promise<{ added: boolean; count: number }> {
  const now = d.clock();
  const result = await d.db.transaction(async (tx) => {
    const { group, member } = await assertMember(tx, input.groupId, userId);
    assertCanWrite(group, member, now);
    const message = await messageInGroup(tx, input.groupId, input.messageId);
    if (message.deletedAt || message.hiddenAt)
      throw new AppError(409, 'CONFLICT', 'This message was deleted', {
        rule: 'validation.community.messageGone',
      });
    const mine = and(
      eq(messageReactions.messageId, message.id),
      eq(messageReactions.userId, userId),
      eq(messageReactions.emoji, input.emoji),
    );
    const taken = await tx.delete(messageReactions).where(mine).returning({ emoji: messageReactions.emoji });
    const added = taken.length === 0;
    if (added) {
      await tx
        .insert(messageReactions)
        .values({ messageId: message.id, userId, emoji: input.emoji, createdAt: now })
        .onConflictDoNothing();
    }
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messageReactions)
      .where(and(eq(messageReactions.messageId, message.id), eq(messageReactions.emoji, input.emoji)));
    return { added, count: Number(row?.n ?? 0), seq: message.seq };
  });
  d.realtime.toGroup(input.groupId, 'reactionUpdated', {
    groupId: input.groupId,
    messageId: input.messageId,
    seq: result.seq,
    emoji: input.emoji,
    userId,
    added: result.added,
    count: result.count,
  });
  return { added: result.added, count: result.count };
}
