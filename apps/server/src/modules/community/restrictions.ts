import { and, eq, isNotNull } from 'drizzle-orm';
import { groupRestrictions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { refusal } from './policy.ts';

/**
 * What outlives a membership (docs/community.md, "Moderation"): a moderator's removal stands until a
 * moderator lifts it, and a mute runs its time even if the member leaves and joins again. Without this
 * a removed member rejoined with the code they came by, and a muted one left and joined to unmute.
 */

export async function restrictionOf(tx: Tx, groupId: string, userId: string) {
  const [row] = await tx
    .select({ mutedUntil: groupRestrictions.mutedUntil, removedAt: groupRestrictions.removedAt })
    .from(groupRestrictions)
    .where(and(eq(groupRestrictions.groupId, groupId), eq(groupRestrictions.userId, userId)));
  return row ?? null;
}

/** Before someone joins: a standing removal refuses; a running mute comes back with them. */
export async function admissionOf(tx: Tx, groupId: string, userId: string, now: Date) {
  const restriction = await restrictionOf(tx, groupId, userId);
  if (restriction?.removedAt)
    throw refusal(
      'validation.community.removedFromGroup',
      'A moderator removed you from this group; only a moderator can let you back in',
    );
  const mutedUntil = restriction?.mutedUntil && restriction.mutedUntil > now ? restriction.mutedUntil : null;
  return { mutedUntil };
}

export async function recordRemoval(tx: Tx, groupId: string, userId: string, byId: string, now: Date) {
  await tx
    .insert(groupRestrictions)
    .values({ groupId, userId, removedAt: now, removedById: byId })
    .onConflictDoUpdate({
      target: [groupRestrictions.groupId, groupRestrictions.userId],
      set: { removedAt: now, removedById: byId },
    });
}

/** A mute (or, with null, an unmute) remembered beside the membership row. */
export async function recordMute(tx: Tx, groupId: string, userId: string, mutedUntil: Date | null) {
  await tx
    .insert(groupRestrictions)
    .values({ groupId, userId, mutedUntil })
    .onConflictDoUpdate({
      target: [groupRestrictions.groupId, groupRestrictions.userId],
      set: { mutedUntil },
    });
}

/** Lifts a removal; answers whether there was one. A mute still running stays. */
export async function liftRemovalRow(tx: Tx, groupId: string, userId: string): Promise<boolean> {
  const lifted = await tx
    .update(groupRestrictions)
    .set({ removedAt: null, removedById: null })
    .where(
      and(
        eq(groupRestrictions.groupId, groupId),
        eq(groupRestrictions.userId, userId),
        isNotNull(groupRestrictions.removedAt),
      ),
    )
    .returning({ removedAt: groupRestrictions.removedAt });
  return lifted.length > 0;
}
