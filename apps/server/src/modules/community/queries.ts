import { communityRules } from '@abhyas/core';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { groupMembers, groupMessages, groups, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { GroupView } from './presenter.ts';

type Reader = Db | Tx;

const me = alias(groupMembers, 'me');
const author = alias(users, 'author');

/**
 * Groups with the viewer's membership (null when not a member) and the group's latest message (the
 * one at `last_seq`, found by the (group, seq) unique index). `mine` keeps only the viewer's groups.
 */
export async function groupViews(
  db: Reader,
  viewerId: string,
  opts: {
    where?: SQL | undefined;
    mine?: boolean;
    orderBy?: (SQL | AnyPgColumn)[];
    limit?: number;
    offset?: number;
  },
): Promise<GroupView[]> {
  const membership = and(eq(me.groupId, groups.id), eq(me.userId, viewerId));
  const base = db
    .select({
      group: groups,
      role: me.role,
      lastReadSeq: me.lastReadSeq,
      mutedUntil: me.mutedUntil,
      lastSeq: groupMessages.seq,
      lastKind: groupMessages.kind,
      lastText: groupMessages.text,
      lastDeletedAt: groupMessages.deletedAt,
      lastHiddenAt: groupMessages.hiddenAt,
      lastAt: groupMessages.createdAt,
      authorName: author.name,
    })
    .from(groups);
  const joined = opts.mine ? base.innerJoin(me, membership) : base.leftJoin(me, membership);
  const query = joined
    .leftJoin(groupMessages, and(eq(groupMessages.groupId, groups.id), eq(groupMessages.seq, groups.lastSeq)))
    .leftJoin(author, eq(author.id, groupMessages.authorId))
    .where(opts.where)
    .orderBy(...(opts.orderBy ?? [sql`${groups.lastActivityAt} desc`, groups.id]))
    .limit(opts.limit ?? 500)
    .offset(opts.offset ?? 0);
  const rows = await query;
  return rows.map((r) => ({
    group: r.group,
    member: r.role ? { role: r.role, lastReadSeq: r.lastReadSeq ?? 0, mutedUntil: r.mutedUntil } : null,
    last:
      r.lastSeq !== null && r.lastAt
        ? {
            seq: r.lastSeq,
            text: r.lastDeletedAt || r.lastHiddenAt ? null : (r.lastText ?? ''),
            authorName: r.authorName,
            at: r.lastAt,
          }
        : null,
  }));
}

/** One group as the viewer sees it (member or not); null when the id names no group. */
export async function groupView(db: Reader, viewerId: string, groupId: string): Promise<GroupView | null> {
  const [view] = await groupViews(db, viewerId, { where: eq(groups.id, groupId), limit: 1 });
  return view ?? null;
}

/** The group row, locked for the rest of the transaction: joins, leaves and counts are serialised per group. */
export async function lockGroup(tx: Tx, groupId: string) {
  const [row] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  return row ?? null;
}

/** Serialises one user's joins and creations, so two tabs cannot both pass the count of what they keep. */
export async function lockUserGroups(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-groups:${userId}`}))`);
}

/** Open groups the user owns that are not archived (core `ownedMax`). */
export async function ownedCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.userId, userId),
        eq(groupMembers.role, 'owner'),
        eq(groups.kind, 'open'),
        isNull(groups.archivedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Open groups the user is in that are not archived (core `joinedMax`; batch groups are the institute's). */
export async function joinedCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groups.kind, 'open'), isNull(groups.archivedAt)));
  return row?.n ?? 0;
}

/** Moves `member_count` by `delta` (the row is locked by the caller) and answers the new count. */
export async function addToMemberCount(tx: Tx, groupId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + ${delta}` })
    .where(eq(groups.id, groupId))
    .returning({ memberCount: groups.memberCount });
  return row?.memberCount ?? 0;
}

/** The members of a group as the members list shows them: owner, admins, members, each by name. */
export async function membersOf(db: Reader, groupId: string) {
  return db
    .select({
      userId: groupMembers.userId,
      name: users.name,
      username: users.username,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      mutedUntil: groupMembers.mutedUntil,
      lastReadSeq: groupMembers.lastReadSeq,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(
      sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      users.name,
      users.id,
    )
    .limit(communityRules.membersMax + 1000);
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** One member's row for the list's shape; null when the user is not in the group. */
export async function memberRow(db: Reader, groupId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({
      userId: groupMembers.userId,
      name: users.name,
      username: users.username,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      mutedUntil: groupMembers.mutedUntil,
      lastReadSeq: groupMembers.lastReadSeq,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row ?? null;
}
