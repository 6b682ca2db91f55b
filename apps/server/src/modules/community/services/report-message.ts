import { messageReports } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertMember, logModeration } from '../membership.ts';
import { messageInGroup } from '../message-queries.ts';

/**
 * A member reports a message to the group's moderators, once per message (a second report by the
 * same member is 409). Not their own, and not one already gone. The report is logged ('report') so
 * the moderators' log shows it beside what they did about it.
 */
export async function reportMessage(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: { groupId: string; messageId: string; reason: string },
): Promise<{ ok: true }> {
  const now = d.clock();
  await d.db.transaction(async (tx) => {
    await assertMember(tx, input.groupId, userId);
    const message = await messageInGroup(tx, input.groupId, input.messageId);
    if (message.authorId === userId)
      throw new AppError(409, 'CONFLICT', 'You cannot report your own message', {
        rule: 'validation.community.reportOwn',
      });
    if (message.deletedAt || message.hiddenAt)
      throw new AppError(409, 'CONFLICT', 'This message was deleted', {
        rule: 'validation.community.messageGone',
      });
    const [added] = await tx
      .insert(messageReports)
      .values({
        groupId: input.groupId,
        messageId: message.id,
        reporterId: userId,
        reason: input.reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: messageReports.id });
    if (!added)
      throw new AppError(409, 'CONFLICT', 'You already reported this message', {
        rule: 'validation.community.reportedAlready',
      });
    await logModeration(tx, {
      groupId: input.groupId,
      actorId: userId,
      action: 'report',
      targetUserId: message.authorId,
      messageSeq: message.seq,
      detail: input.reason,
    });
  });
  return { ok: true };
}
