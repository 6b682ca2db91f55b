import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/** The active subscription of a student (by user id) or of an institute (by organisation id). */
export async function activeSubscription(
  db: Db | Tx,
  owner: { userId: string } | { organizationId: string },
) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        'userId' in owner
          ? eq(subscriptions.userId, owner.userId)
          : eq(subscriptions.organizationId, owner.organizationId),
        eq(subscriptions.status, 'active'),
      ),
    );
  return row;
}
