import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import { organisations, users } from '../schema/index.ts';

/** Demo accounts for trying the platform; README lists the same ones. Never used with SEED_DEMO=false. */
export const DEMO_PASSWORD = 'Abhyas@2026';
export const demoAccounts = [
  { username: 'demo_student', name: 'Aarav Sharma', email: 'student@demo.abhyas.local', kind: 'student' },
  { username: 'demo_admin', name: 'Priya Verma', email: 'admin@demo.abhyas.local', kind: 'platform admin' },
  {
    username: 'demo_institute',
    name: 'Rakesh Gupta',
    email: 'institute@demo.abhyas.local',
    kind: 'organisation admin',
  },
] as const;
export const DEMO_ORGANISATION = { name: 'Demo Coaching Institute, Prayagraj', slug: 'demo-institute' };

/** Idempotent: existing rows are left alone, so a restart changes nothing. Returns how many users it added. */
export async function seedDemo(db: Db): Promise<number> {
  await db.insert(organisations).values(DEMO_ORGANISATION).onConflictDoNothing();
  const [org] = await db.select().from(organisations).where(eq(organisations.slug, DEMO_ORGANISATION.slug));
  if (!org) throw new Error('demo organisation missing after insert');
  const existing = new Set(
    (await db.select({ username: users.username }).from(users)).map((u) => u.username),
  );
  const missing = demoAccounts.filter((a) => !existing.has(a.username));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(
      missing.map((a) => ({
        name: a.name,
        username: a.username,
        email: a.email,
        passwordHash,
        role: a.kind === 'platform admin' ? ('admin' as const) : ('user' as const),
        orgRole:
          a.kind === 'organisation admin'
            ? ('admin' as const)
            : a.kind === 'student'
              ? ('member' as const)
              : null,
        organizationId: a.kind === 'platform admin' ? null : org.id,
        // Shown around already onboarded: the exam step was answered (skipped), so a demo sign-in
        // lands where it always did; the student can still name an exam from the menu.
        targetExamAskedAt: new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}
