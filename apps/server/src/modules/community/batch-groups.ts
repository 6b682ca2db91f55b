import type { GroupRole } from '@abhyas/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  batches,
  batchMembers,
  groupMembers,
  groupRestrictions,
  groups,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { newInviteCode } from './invite-codes.ts';

/**
 * Every institute batch has its own group (docs/community.md, "Batch groups"): private, kind 'batch',
 * named as the batch, with the batch's active students as members and its teachers and the
 * institute's active admins as admins. The batch and organisation services call `syncBatchGroups`
 * inside their own transaction after any change of a roster, a role, a batch's name or archiving; it
 * makes the group when missing and brings it in step. It answers who left which group, so the caller
 * can take their sockets out of the room after the commit (`announceBatchGroupSync`).
 */

/** The cover every batch group gets (the migration's backfill uses the same). */
const batchCover = '#0f766e';

export interface BatchGroupSync {
  removed: { groupId: string; userId: string }[];
  /** Groups archived or brought back by their batch. */
  changed: { groupId: string; slowModeSeconds: number; archived: boolean }[];
}

/**
 * Brings the groups of `batchIds` of an institute (or of every batch of it: 'all') in step with the
 * batches. Runs inside the caller's transaction (`inOrganisation`'s, or the platform's own for a
 * platform admin's change); reads only that institute's rows. The groups are locked in id order, so
 * two syncs of one group wait for each other instead of interleaving.
 */
export async function syncBatchGroups(
  tx: Tx,
  organizationId: string,
  batchIds: readonly string[] | 'all',
  now: Date,
): Promise<BatchGroupSync> {
  const result: BatchGroupSync = { removed: [], changed: [] };
  if (batchIds !== 'all' && batchIds.length === 0) return result;
  const ofBatches = batchIds === 'all' ? undefined : inArray(batches.id, [...new Set(batchIds)]);
  const batchRows = await tx
    .select({ id: batches.id, name: batches.name, examKey: batches.examKey, archivedAt: batches.archivedAt })
    .from(batches)
    .where(and(eq(batches.organizationId, organizationId), ofBatches));
  if (batchRows.length === 0) return result;
  const ids = batchRows.map((b) => b.id);

  const existing = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.kind, 'batch'), inArray(groups.batchId, ids)))
    .orderBy(asc(groups.id))
    .for('update');
  const groupOf = new Map(existing.map((g) => [g.batchId, g]));
  const groupIdOf = new Map<string, string>();
  for (const batch of batchRows) {
    const group = groupOf.get(batch.id);
    if (!group) {
      groupIdOf.set(batch.id, await makeBatchGroup(tx, organizationId, batch, now));
      continue;
    }
    groupIdOf.set(batch.id, group.id);
    const archivedAt = batch.archivedAt ? (group.archivedAt ?? batch.archivedAt) : null;
    if (
      group.name !== batch.name ||
      group.examKey !== batch.examKey ||
      (group.archivedAt === null) !== (archivedAt === null)
    ) {
      await tx
        .update(groups)
        .set({ name: batch.name, examKey: batch.examKey, archivedAt })
        .where(eq(groups.id, group.id));
      if ((group.archivedAt === null) !== (archivedAt === null))
        result.changed.push({
          groupId: group.id,
          slowModeSeconds: group.slowModeSeconds,
          archived: archivedAt !== null,
        });
    }
  }

  // Who should be in each group: the batch's active students and teachers, and the active admins.
  const roster = await tx
    .select({ batchId: batchMembers.batchId, userId: batchMembers.userId, role: batchMembers.role })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(
      and(
        inArray(batchMembers.batchId, ids),
        eq(batchMembers.organizationId, organizationId),
        eq(users.organizationId, organizationId),
        isNull(users.orgDeactivatedAt),
      ),
    );
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.orgRole, 'admin'),
        isNull(users.orgDeactivatedAt),
      ),
    );
  const desired = new Map<string, Map<string, GroupRole>>();
  for (const groupId of groupIdOf.values()) desired.set(groupId, new Map(admins.map((a) => [a.id, 'admin'])));
  for (const row of roster) {
    const wanted = desired.get(groupIdOf.get(row.batchId) ?? '');
    if (!wanted) continue;
    if (row.role === 'teacher') wanted.set(row.userId, 'admin');
    else if (!wanted.has(row.userId)) wanted.set(row.userId, 'member');
  }

  const groupIds = [...desired.keys()];
  const current = await tx
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, groupIds));
  const have = new Map<string, GroupRole>(current.map((m) => [`${m.groupId}:${m.userId}`, m.role]));
  // New members start with the history before them read; a role change keeps the read mark and any mute.
  const lastSeqOf = new Map(existing.map((g) => [g.id, g.lastSeq]));
  const toAdd: (typeof groupMembers.$inferInsert)[] = [];
  for (const [groupId, wanted] of desired)
    for (const [userId, role] of wanted)
      if (have.get(`${groupId}:${userId}`) !== role)
        toAdd.push({ groupId, userId, role, joinedAt: now, lastReadSeq: lastSeqOf.get(groupId) ?? 0 });
  const leaving = new Map<string, string[]>();
  for (const m of current)
    if (!desired.get(m.groupId)?.has(m.userId)) {
      result.removed.push({ groupId: m.groupId, userId: m.userId });
      leaving.set(m.groupId, [...(leaving.get(m.groupId) ?? []), m.userId]);
    }

  for (const [groupId, userIds] of leaving)
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)));
  for (let at = 0; at < toAdd.length; at += 2000)
    await tx
      .insert(groupMembers)
      .values(toAdd.slice(at, at + 2000))
      .onConflictDoUpdate({
        target: [groupMembers.groupId, groupMembers.userId],
        set: { role: sql`excluded.role` },
      });
  // A mute still running comes back with a student taken out of the batch and put in again
  // (restrictions.ts): a roster change is no way round a moderator.
  if (toAdd.length > 0) {
    const held = sql`from ${groupRestrictions} r where r.group_id = ${groupMembers.groupId} and r.user_id = ${groupMembers.userId}`;
    await tx
      .update(groupMembers)
      .set({ mutedUntil: sql`(select r.muted_until ${held})` })
      .where(
        and(
          inArray(groupMembers.groupId, groupIds),
          isNull(groupMembers.mutedUntil),
          sql`exists (select 1 ${held} and r.muted_until > ${now})`,
        ),
      );
  }
  if (toAdd.length > 0 || leaving.size > 0)
    await tx
      .update(groups)
      .set({
        memberCount: sql`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
      })
      .where(inArray(groups.id, groupIds));
  return result;
}

/** A batch's group, made with its first sync (a new batch, or one made before groups existed). */
async function makeBatchGroup(
  tx: Tx,
  organizationId: string,
  batch: { id: string; name: string; examKey: string | null; archivedAt: Date | null },
  now: Date,
): Promise<string> {
  for (let tries = 0; tries < 5; tries += 1) {
    const [made] = await tx
      .insert(groups)
      .values({
        name: batch.name,
        examKey: batch.examKey,
        visibility: 'private',
        kind: 'batch',
        cover: batchCover,
        organizationId,
        batchId: batch.id,
        inviteCode: newInviteCode(),
        lastActivityAt: now,
        archivedAt: batch.archivedAt,
        createdAt: now,
      })
      // A clash of invite codes inserts nothing and takes another code.
      .onConflictDoNothing()
      .returning({ id: groups.id });
    if (made) return made.id;
    const [raced] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.batchId, batch.id));
    if (raced) return raced.id;
  }
  throw new Error('no free invite code');
}

/**
 * After the commit: the people who left a batch group leave its room on every node, and the group's
 * sockets hear of them and of an archived or restored group.
 */
export function announceBatchGroupSync(realtime: Realtime, sync: BatchGroupSync | undefined): void {
  if (!sync) return;
  for (const { groupId, userId } of sync.removed) {
    realtime.removeFromGroup(userId, groupId);
    realtime.toGroup(groupId, 'memberRemoved', { groupId, userId, reason: 'batch' });
  }
  for (const change of sync.changed) realtime.toGroup(change.groupId, 'groupChanged', change);
}
