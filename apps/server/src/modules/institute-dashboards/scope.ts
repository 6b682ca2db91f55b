import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { notFound } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { type BatchViewer, seesEveryBatch } from '../batches/policy.ts';

/**
 * Whose figures a viewer sees (docs/institutes.md, "Dashboards"): an institute's admins (and
 * platform admins) every active batch and every student; a teacher only the active batches they
 * teach and the students of those batches. Each is an SQL subquery the reads below embed, always
 * filtered by the institute in the path (the first wall; `inOrganisation` is the second).
 */
export interface Scope {
  organizationId: string;
  /** Set for a teacher: their user id. */
  teacherId: string | null;
}

export const scopeOf = (viewer: BatchViewer, organizationId: string): Scope => ({
  organizationId,
  teacherId: seesEveryBatch(viewer) ? null : viewer.id,
});

/** `select id from batches` the viewer sees: active batches of the institute (a teacher: theirs). */
export function scopeBatches(scope: Scope): SQL {
  const teaches = scope.teacherId
    ? sql`and exists (select 1 from batch_members t where t.batch_id = b.id and t.user_id = ${scope.teacherId}
            and t.role = 'teacher' and t.organization_id = ${scope.organizationId})`
    : sql``;
  return sql`select b.id from batches b where b.organization_id = ${scope.organizationId}
    and b.archived_at is null ${teaches}`;
}

/**
 * `select id, deactivated from users`: the institute's students (org role member) the viewer sees.
 * Deactivated students are listed (the dashboard counts them apart) and left out of every figure.
 */
export function scopeStudents(scope: Scope): SQL {
  const inBatches = scope.teacherId
    ? sql`and u.id in (select bm.user_id from batch_members bm where bm.role = 'student'
            and bm.organization_id = ${scope.organizationId} and bm.batch_id in (${scopeBatches(scope)}))`
    : sql``;
  return sql`select u.id, u.org_deactivated_at is not null as deactivated from users u
    where u.organization_id = ${scope.organizationId} and u.org_role = 'member' ${inBatches}`;
}

/**
 * A student of the institute the viewer may see, with their active batches the viewer sees; anyone
 * else (another institute's student, a teacher's student of another batch, an admin, a missing id)
 * is 404, the same answer, so ids cannot be probed.
 */
export async function studentInScope(tx: Tx, scope: Scope, studentId: string) {
  const [row] = rowsOf<{ id: string; name: string; username: string; deactivated: boolean }>(
    await tx.execute(sql`select u.id, u.name, u.username, u.org_deactivated_at is not null as deactivated
      from users u where u.id = ${studentId} and u.id in (select s.id from (${scopeStudents(scope)}) s)`),
  );
  if (!row) throw notFound('No such student');
  const batches = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`select b.id, b.name from batches b join batch_members bm on bm.batch_id = b.id
      where bm.user_id = ${studentId} and bm.role = 'student' and bm.organization_id = ${scope.organizationId}
        and b.id in (${scopeBatches(scope)})
      order by lower(b.name), b.id`),
  );
  return { ...row, batches };
}
