import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import { organisationRequests, users } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo.ts';

/**
 * A demo account of no institute with one pending "Register Your Institute" request, so a platform
 * admin's /organization/manage is not empty on a fresh start. README lists the account.
 */
export const demoApplicant = {
  username: 'demo_applicant',
  name: 'Meena Iyer',
  email: 'applicant@demo.abhyas.local',
  kind: 'institute applicant',
} as const;

const demoRequest = {
  name: 'Shiksha Deep Academy, Patna',
  kind: 'coaching',
  city: 'Patna',
  state: 'BR',
  contactName: 'Meena Iyer',
  phone: '+919876501234',
  email: 'applicant@demo.abhyas.local',
  expectedStudents: 180,
} as const;

/** Idempotent: the account and its request are made once; a decided request is left as decided. */
export async function seedDemoInstituteRequest(db: Db): Promise<void> {
  await db
    .insert(users)
    .values({
      name: demoApplicant.name,
      username: demoApplicant.username,
      email: demoApplicant.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      targetExamAskedAt: new Date(),
    })
    .onConflictDoNothing();
  const [applicant] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, demoApplicant.username));
  if (!applicant) throw new Error('demo applicant missing after insert');
  const [any] = await db
    .select({ id: organisationRequests.id })
    .from(organisationRequests)
    .where(eq(organisationRequests.applicantId, applicant.id))
    .limit(1);
  if (!any) await db.insert(organisationRequests).values({ applicantId: applicant.id, ...demoRequest });
}
