import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { batches, batchMembers, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { presentMember } from './presenter.ts';

export const memberColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  orgRole: users.orgRole,
  orgDeactivatedAt: users.orgDeactivatedAt,
};
type MemberColumns = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'] | null } & {
  id: string;
  name: string;
  username: string;
  email: string;
};

/** Members with their active batches (one query for the whole page). */
export async function withBatches(tx: Tx, organizationId: string, rows: MemberColumns[]) {
  const ids = rows.map((r) => r.id);
  const memberships =
    ids.length === 0
      ? []
      : await tx
          .select({
            userId: batchMembers.userId,
            id: batches.id,
            name: batches.name,
            role: batchMembers.role,
          })
          .from(batchMembers)
          .innerJoin(batches, eq(batches.id, batchMembers.batchId))
          .where(
            and(
              inArray(batchMembers.userId, ids),
              eq(batchMembers.organizationId, organizationId),
              isNull(batches.archivedAt),
            ),
          )
          .orderBy(asc(batches.name));
  return rows.map((r) =>
    presentMember(
      r,
      memberships.filter((m) => m.userId === r.id).map(({ id, name, role }) => ({ id, name, role })),
    ),
  );
}

/** One member, presented; the caller has checked they are of this institute. */
export async function presentedMember(tx: Tx, organizationId: string, userId: string) {
  const rows = await tx
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  const [member] = await withBatches(tx, organizationId, rows);
  if (!member) throw new Error('member vanished');
  return { member };
}
