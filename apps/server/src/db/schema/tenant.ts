import { sql } from 'drizzle-orm';
import { type AnyPgColumn, pgPolicy } from 'drizzle-orm/pg-core';

/**
 * The second wall between institutes (docs/institutes.md, "Isolation"). Institute services run their
 * queries as the role `abhyas_tenant` with `abhyas.org_id` set to the caller's institute
 * (`db/tenant.ts`); these policies then hide every other institute's rows even if a query forgets
 * its own filter. The table owner (the application's own connection) is not subject to them, which
 * is what platform admins' cross-institute screens use.
 */
export const tenantOrgId = sql`nullif(current_setting('abhyas.org_id', true), '')::uuid`;
export function tenantPolicy(name: string, column: AnyPgColumn) {
  return pgPolicy(name, {
    as: 'permissive',
    for: 'all',
    using: sql`${column} = ${tenantOrgId}`,
    withCheck: sql`${column} = ${tenantOrgId}`,
  });
}
