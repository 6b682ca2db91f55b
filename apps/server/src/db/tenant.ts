import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { Tx } from './tx.ts';

/**
 * Runs `work` inside one transaction as the role `abhyas_tenant` with the institute set, so the
 * row-level policies of the institute tables (schema/tenant.ts) hide every other institute's rows:
 * the second wall behind each service's own `organization_id` filter (docs/institutes.md).
 * `set local` ends with the transaction, so the pooled connection returns as it was.
 */
export async function inOrganisation<T>(
  db: Db,
  organizationId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role abhyas_tenant`);
    await tx.execute(sql`select set_config('abhyas.org_id', ${organizationId}, true)`);
    return work(tx);
  });
}
