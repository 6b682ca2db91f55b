import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { syncBatchGroups } from '../../modules/community/batch-groups.ts';
import type { Db } from '../client.ts';
import { batches, batchMembers, organisations, users } from '../schema/index.ts';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from './demo.ts';

/** The demo institute's teacher; README lists it beside the other demo accounts. */
export const demoTeacher = {
  username: 'demo_teacher',
  name: 'Sunita Mishra',
  email: 'teacher@demo.abhyas.local',
  kind: 'teacher',
} as const;

const firstNames = ['अमित', 'प्रिया', 'राहुल', 'पूजा', 'विकास', 'नेहा', 'संजय', 'अंजलि', 'रवि', 'कविता'];
const lastNames = ['कुमार', 'शर्मा', 'यादव'];
const batchNames = ['SSC CGL सुबह 2026', 'बैंक PO शाम 2026'] as const;

/**
 * The demo institute's classes (docs/institutes.md): a teacher, two batches and 30 students
 * (`demo_student_01` … `demo_student_30`, 15 a batch; the teacher teaches the morning batch), and each
 * batch's group.
 * Idempotent: rows that exist are left alone.
 */
export async function seedDemoBatches(db: Db): Promise<void> {
  const [org] = await db.select().from(organisations).where(eq(organisations.slug, DEMO_ORGANISATION.slug));
  if (!org) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const students = Array.from({ length: 30 }, (_, i) => ({
    username: `demo_student_${String(i + 1).padStart(2, '0')}`,
    name: `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length)]}`,
    email: `student${i + 1}@demo.abhyas.local`,
  }));
  await db
    .insert(users)
    .values(
      [
        {
          username: demoTeacher.username,
          name: demoTeacher.name,
          email: demoTeacher.email,
          orgRole: 'teacher' as const,
        },
        ...students.map((s) => ({ ...s, orgRole: 'member' as const })),
      ].map((u) => ({
        ...u,
        passwordHash,
        role: 'user' as const,
        organizationId: org.id,
        targetExamAskedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.organizationId, org.id),
        inArray(users.username, [demoTeacher.username, ...students.map((s) => s.username)]),
      ),
    );
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  for (const [n, name] of batchNames.entries()) {
    let [batch] = await db
      .select()
      .from(batches)
      .where(and(eq(batches.organizationId, org.id), eq(batches.name, name)));
    if (!batch)
      [batch] = await db
        .insert(batches)
        .values({ organizationId: org.id, name, examKey: n === 0 ? 'SSC_CGL_TIER_1' : 'IBPS_PO' })
        .returning();
    if (!batch) continue;
    const mine = students.slice(n * 15, n * 15 + 15).flatMap((s) => idOf.get(s.username) ?? []);
    const rows = mine.map((userId) => ({
      batchId: batch.id,
      organizationId: org.id,
      userId,
      role: 'student' as 'student' | 'teacher',
    }));
    const teacherId = idOf.get(demoTeacher.username);
    if (n === 0 && teacherId)
      rows.push({ batchId: batch.id, organizationId: org.id, userId: teacherId, role: 'teacher' as const });
    if (rows.length > 0) await db.insert(batchMembers).values(rows).onConflictDoNothing();
  }
  // Each batch's own group (docs/community.md), as the batch services keep it: the seed runs after
  // the migrations, so the migration's backfill never saw these batches.
  await db.transaction((tx) => syncBatchGroups(tx, org.id, 'all', new Date()));
}
