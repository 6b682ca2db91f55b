import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../src/db/schema/index.ts';
import { FreeProvider } from '../src/modules/plans/payment-provider.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { twoInstitutes } from './institute-factories.ts';

/** Plans (docs/plans.md): the free catalogue, choosing, receipts, and the institute plan's student limit. */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cast = await twoInstitutes(t.app, t.database.db);
});
afterAll(() => t.close());

const choose = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/plans/subscriptions', headers: bearer(token), payload });
const mine = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/plans/mine', headers: bearer(token) })).json();
const receipt = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/plans/subscriptions/${id}/receipt`, headers: bearer(token) });
const person = async (over: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(t.database.db, { name: 'अनीता वर्मा', ...over });
  return { user, token: (await signIn(t.app, user.username)).token };
};

/** An institute with its admin and `students` students, on `plan` (none: the default). */
async function institute(students: number, plan?: string) {
  const org = await createOrganisation(t.database.db, `Coaching ${students}`);
  const admin = await person({ orgRole: 'admin', organizationId: org.id });
  for (let i = 0; i < students; i++)
    await createUser(t.database.db, { orgRole: 'member', organizationId: org.id });
  if (plan)
    expect((await choose(admin.token, { planKey: plan, organizationId: org.id })).statusCode).toBe(200);
  return { org, admin };
}
const invite = async (orgId: string, token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/organisations/${orgId}/invites`,
    headers: bearer(token),
    payload,
  });
const join = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/invites/${code}/join`, headers: bearer(token) });
const orgOf = async (id: string) =>
  (await t.database.db.select({ org: users.organizationId }).from(users).where(eq(users.id, id)))[0]?.org;

describe('the plan catalogue', () => {
  it('lists every plan to anyone, priced 0 INR, institute plans with their student limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const { data, defaults } = res.json();
    expect(
      data.every(
        (p: { amountPaise: number; currency: string }) => p.amountPaise === 0 && p.currency === 'INR',
      ),
    ).toBe(true);
    expect(data.find((p: { key: string }) => p.key === 'institute_10')).toMatchObject({
      audience: 'institute',
      studentLimit: 10,
      name: { hi: 'संस्थान 10', en: 'Institute 10' },
    });
    expect(defaults).toEqual({ student: 'student_basic', institute: 'institute_500' });
  });

  it('the free provider settles 0 INR and refuses any other amount', async () => {
    const free = new FreeProvider();
    const paid = await free.settle({
      amountPaise: 0,
      currency: 'INR',
      planKey: 'student_plus',
      payer: 'user:x',
    });
    expect(paid.reference).toMatch(/^free_/);
    await expect(
      free.settle({ amountPaise: 9900, currency: 'INR', planKey: 'student_plus', payer: 'user:x' }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('a student plan', () => {
  it('is recorded once under a double click, shown as mine, with a receipt only its owner reads', async () => {
    const { user, token } = await person();
    expect(await mine(token)).toEqual({
      student: { planKey: 'student_basic', subscription: null },
      institute: null,
    });
    const [a, b] = await Promise.all([
      choose(token, { planKey: 'student_plus' }),
      choose(token, { planKey: 'student_plus' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().changed, b.json().changed].sort()).toEqual([false, true]);
    const sub = a.json().subscription;
    expect(b.json().subscription.id).toBe(sub.id);
    expect(sub).toMatchObject({ planKey: 'student_plus', status: 'active', amountPaise: 0, currency: 'INR' });
    expect(sub.receiptNumber).toMatch(/^AB-20261122-[A-Z2-9]{6}$/);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await mine(token)).student).toEqual({ planKey: 'student_plus', subscription: sub });

    const own = await receipt(token, sub.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      receiptNumber: sub.receiptNumber,
      planName: { hi: 'प्लस', en: 'Plus' },
      payer: { kind: 'student', name: 'अनीता वर्मा' },
      amountPaise: 0,
      provider: 'free',
      status: 'active',
    });
    // Another student, another institute's admin and a platform admin: all as if it did not exist.
    const other = await person();
    for (const stranger of [other.token, cast.tokens.adminB, cast.tokens.platformAdmin])
      expect((await receipt(stranger, sub.id)).statusCode).toBe(404);
  });

  it('switching ends the active plan and starts the new one; the old receipt says ended', async () => {
    const { token } = await person();
    const first = (await choose(token, { planKey: 'student_plus' })).json().subscription;
    t.clock.advance(60_000);
    const res = await choose(token, { planKey: 'student_basic' });
    expect(res.json()).toMatchObject({
      changed: true,
      subscription: { planKey: 'student_basic', status: 'active' },
    });
    expect(res.json().subscription.receiptNumber).not.toBe(first.receiptNumber);
    const old = (await receipt(token, first.id)).json();
    expect(old).toMatchObject({ status: 'ended', endedAt: '2026-11-22T10:01:00.000Z' });
    expect((await mine(token)).student.planKey).toBe('student_basic');
  });

  it('cannot be chosen for an institute, and an institute plan needs the institute', async () => {
    const res = await choose(cast.tokens.adminA, { planKey: 'student_plus', organizationId: cast.orgA });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'organizationId',
      rule: 'validation.plans.wrongAudience',
    });
    const none = await choose(cast.tokens.adminA, { planKey: 'institute_50' });
    expect(none.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.plans.organisationNeeded',
    });
  });
});

describe('an institute plan', () => {
  it('is chosen only by an admin of that institute: not by its student, not by another institute', async () => {
    for (const token of [cast.tokens.studentA, cast.tokens.teacherA, cast.tokens.adminB]) {
      const res = await choose(token, { planKey: 'institute_50', organizationId: cast.orgA });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.rule).toBe('validation.plans.notAdmin');
    }
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, cast.orgA));
    expect(rows).toEqual([]);
  });

  it('starts on the default plan; the admin sees it, chooses one and the institute admins read its receipt', async () => {
    expect((await mine(cast.tokens.adminA)).institute).toEqual({
      organizationId: cast.orgA,
      organisationName: 'Org A',
      planKey: 'institute_500',
      subscription: null,
      students: 1,
      studentLimit: 500,
    });
    expect((await mine(cast.tokens.studentA)).institute).toBeNull();
    const res = await choose(cast.tokens.adminA, { planKey: 'institute_50', organizationId: cast.orgA });
    expect(res.statusCode).toBe(200);
    const sub = res.json().subscription;
    expect(sub).toMatchObject({ audience: 'institute', organizationId: cast.orgA, planKey: 'institute_50' });
    expect((await mine(cast.tokens.adminA)).institute).toMatchObject({
      planKey: 'institute_50',
      studentLimit: 50,
    });
    // The admin's own plan is apart from the institute's.
    expect((await mine(cast.tokens.adminA)).student.planKey).toBe('student_basic');
    const read = await receipt(cast.tokens.adminA, sub.id);
    expect(read.json().payer).toEqual({ kind: 'institute', name: 'Org A' });
    expect((await receipt(cast.tokens.platformAdmin, sub.id)).statusCode).toBe(200);
    for (const stranger of [cast.tokens.studentA, cast.tokens.teacherA, cast.tokens.adminB])
      expect((await receipt(stranger, sub.id)).statusCode).toBe(404);
  });

  it('cannot be smaller than the students the institute has', async () => {
    const { org, admin } = await institute(11);
    const res = await choose(admin.token, { planKey: 'institute_10', organizationId: org.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PLAN_STUDENT_LIMIT',
      rule: 'validation.plans.belowStudents',
    });
    expect((await choose(admin.token, { planKey: 'institute_50', organizationId: org.id })).statusCode).toBe(
      200,
    );
  });
});

describe("a 10-student plan's limit", () => {
  it('lets the 10th student join by code and refuses the 11th; teachers do not count', async () => {
    const { org, admin } = await institute(8, 'institute_10');
    const code = (await invite(org.id, admin.token, { maxUses: 50 })).json().invite.code;
    for (let i = 0; i < 2; i++) expect((await join((await person()).token, code)).statusCode).toBe(200);
    const eleventh = await person();
    const refused = await join(eleventh.token, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PLAN_STUDENT_LIMIT');
    expect(await orgOf(eleventh.user.id)).toBeNull();
    // A new student invite is refused at once; a teacher's invite still works and the teacher joins.
    const more = await invite(org.id, admin.token, {});
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('PLAN_STUDENT_LIMIT');
    const teacherCode = (await invite(org.id, admin.token, { role: 'teacher' })).json().invite.code;
    const teacher = await person();
    expect((await join(teacher.token, teacherCode)).statusCode).toBe(200);
    // Making that teacher a student would be the 11th student.
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/organisations/${org.id}/members/${teacher.user.id}`,
      headers: bearer(admin.token),
      payload: { orgRole: 'member' },
    });
    expect(demote.statusCode).toBe(409);
    // A larger plan opens room at once.
    expect((await choose(admin.token, { planKey: 'institute_50', organizationId: org.id })).statusCode).toBe(
      200,
    );
    expect((await join(eleventh.token, code)).statusCode).toBe(200);
  });

  it('refuses a roster import that would make 11 (the dry run too), writing nothing', {
    timeout: 60_000,
  }, async () => {
    const { org, admin } = await institute(9, 'institute_10');
    const newcomers = [await person(), await person()];
    const csv = `name,username,batch\n${newcomers.map((n) => `नया,${n.user.username},सुबह`).join('\n')}\n`;
    const post = (dryRun: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/organisations/${org.id}/roster-import`,
        headers: bearer(admin.token),
        payload: { format: 'csv', contentBase64: Buffer.from(csv).toString('base64'), dryRun },
      });
    for (const dryRun of [true, false]) {
      const res = await post(dryRun);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('PLAN_STUDENT_LIMIT');
    }
    for (const n of newcomers) expect(await orgOf(n.user.id)).toBeNull();
    // One seat left: a file of one newcomer fits.
    const one = `username\n${newcomers[0]?.user.username}\n`;
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${org.id}/roster-import`,
      headers: bearer(admin.token),
      payload: { format: 'csv', contentBase64: Buffer.from(one).toString('base64') },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().imported).toBe(true);
    expect(await orgOf(newcomers[0]?.user.id ?? '')).toBe(org.id);
  });

  it('counts joins made at the same moment one by one: 6 at once for 1 seat make exactly 10', async () => {
    const { org, admin } = await institute(9, 'institute_10');
    // One invite each: the invite's own row lock cannot be what serialises them, only the institute's.
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await invite(org.id, admin.token)).json().invite.code);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => person()));
    const answers = await Promise.all(crowd.map((c, i) => join(c.token, codes[i] ?? '')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const students = await t.database.db.select().from(users).where(eq(users.organizationId, org.id));
    expect(students.filter((u) => u.orgRole === 'member')).toHaveLength(10);
  });

  it('leaves an institute made before plans on the default plan, with room for its students', async () => {
    const { org, admin } = await institute(3);
    const code = (await invite(org.id, admin.token)).json().invite.code;
    expect((await join((await person()).token, code)).statusCode).toBe(200);
    expect((await mine(admin.token)).institute).toMatchObject({ planKey: 'institute_500', students: 4 });
  });
});
