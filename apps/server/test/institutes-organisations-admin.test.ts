import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations, users } from '../src/db/schema/index.ts';
import { seedDemoInstituteRequest } from '../src/db/seed/demo-institute-request.ts';
import { createOrganisation } from './factories.ts';
import {
  call,
  claimsOf,
  person,
  platformAdmin,
  pushes,
  requestInput,
  submit,
  t,
  useOrganisationsApp,
} from './institutes-organisations-fixtures.ts';

useOrganisationsApp();

const orgCount = async () => (await t.database.db.select({ n: count() }).from(organisations))[0]?.n ?? 0;
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const approve = (id: string, headers = platformAdmin) =>
  call('POST', `/api/admin/organisation-requests/${id}/approve`, headers);

describe('deciding requests', () => {
  it('approves in one go: the institute, its first admin, the notice in their language and a push', async () => {
    const applicant = await person({ language: 'en' });
    const { id } = await submit(applicant.headers, { name: 'Vidya Niketan Classes' });
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const { request, organisation } = res.json();
    expect(request).toMatchObject({ status: 'approved', organisation: { id: organisation.id } });
    expect(organisation).toMatchObject({
      name: 'Vidya Niketan Classes',
      slug: 'vidya-niketan-classes',
      state: 'UP',
      memberCount: 1,
      suspended: false,
      admins: [{ id: applicant.user.id }],
    });
    expect(await userRow(applicant.user.id)).toMatchObject({
      organizationId: organisation.id,
      orgRole: 'admin',
    });
    // The claims follow at the next refresh: the web app refreshes when it sees "approved".
    const refreshed = await call('POST', '/api/auth/refresh', {}, { refreshToken: applicant.refreshToken });
    expect(claimsOf(refreshed.json().token)).toMatchObject({
      orgRole: 'admin',
      organizationId: organisation.id,
    });
    const list = await call('GET', '/api/notifications', { ...applicant.headers, 'accept-language': 'en' });
    expect(list.json().data[0]).toMatchObject({
      title: 'Your institute is approved',
      link: '/organization/register',
    });
    expect(pushes.at(-1)).toMatchObject({
      userIds: [applicant.user.id],
      title: 'Your institute is approved',
    });
    // The applicant now manages it: the orgAdmin route answers.
    const members = await call('GET', `/api/organisations/${organisation.id}/members`, applicant.headers);
    expect(members.statusCode).toBe(200);
  });

  it('gives two institutes of one name two slugs', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { headers } = await person();
      const { id } = await submit(headers, { name: 'Shiksha Kendra' });
      slugs.push((await approve(id)).json().organisation.slug);
    }
    expect(slugs).toEqual(['shiksha-kendra', 'shiksha-kendra-2']);
  });

  it('decides a request once: a second approval or a rejection after it is a 409', async () => {
    const { headers } = await person();
    const { id } = await submit(headers);
    expect((await approve(id)).statusCode).toBe(200);
    const before = await orgCount();
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.rule).toBe('validation.organisations.requestDecided');
    const reject = await call('POST', `/api/admin/organisation-requests/${id}/reject`, platformAdmin, {
      reason: 'Changed our mind.',
    });
    expect(reject.statusCode).toBe(409);
    expect(await orgCount()).toBe(before);
  });

  it('refuses to approve an applicant who joined another institute meanwhile, and makes nothing', async () => {
    const applicant = await person();
    const { id } = await submit(applicant.headers);
    const other = await createOrganisation(t.database.db, 'Other Institute');
    await t.database.db
      .update(users)
      .set({ organizationId: other.id, orgRole: 'member' })
      .where(eq(users.id, applicant.user.id));
    const before = await orgCount();
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.rule).toBe('validation.organisations.applicantInInstitute');
    expect(await orgCount()).toBe(before);
    expect(await userRow(applicant.user.id)).toMatchObject({ organizationId: other.id, orgRole: 'member' });
  });

  it('rejects with the reason, which the applicant reads in Hindi', async () => {
    const applicant = await person({ language: 'hi' });
    const { id } = await submit(applicant.headers, { name: 'Saraswati Vidya Mandir' });
    const short = await call('POST', `/api/admin/organisation-requests/${id}/reject`, platformAdmin, {
      reason: 'no',
    });
    expect(short.json().error).toMatchObject({
      field: 'reason',
      rule: 'validation.organisations.reasonTooShort',
    });
    const res = await call('POST', `/api/admin/organisation-requests/${id}/reject`, platformAdmin, {
      reason: 'फ़ोन नंबर पर संपर्क नहीं हो सका।',
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await call('GET', '/api/notifications', { ...applicant.headers, 'accept-language': 'hi' });
    expect(list.json().data[0]).toMatchObject({
      title: 'संस्थान का अनुरोध स्वीकार नहीं हुआ',
      body: 'Saraswati Vidya Mandir: फ़ोन नंबर पर संपर्क नहीं हो सका।',
    });
    expect(pushes.at(-1)?.title).toBe('संस्थान का अनुरोध स्वीकार नहीं हुआ');
    expect((await userRow(applicant.user.id))?.organizationId).toBeNull();
  });

  it('lists pending requests first, each with its applicant', async () => {
    const a = await person();
    const decided = await submit(a.headers, { name: 'Decided Early Academy' });
    await approve(decided.id);
    t.clock.advance(60_000);
    const b = await person();
    const waiting = await submit(b.headers, { name: 'Waiting Academy' });
    const list = await call('GET', '/api/admin/organisation-requests?limit=100', platformAdmin);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: string; status: string; applicant: { id: string } }[];
    const firstDecided = rows.findIndex((r) => r.status !== 'pending');
    expect(rows.slice(firstDecided).every((r) => r.status !== 'pending')).toBe(true);
    expect(rows.find((r) => r.id === waiting.id)?.applicant.id).toBe(b.user.id);
    const pendingOnly = await call(
      'GET',
      '/api/admin/organisation-requests?status=pending&limit=100',
      platformAdmin,
    );
    expect(pendingOnly.json().data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  });

  it('the demo seed leaves one pending request from demo_applicant, once however often it runs', async () => {
    await seedDemoInstituteRequest(t.database.db);
    await seedDemoInstituteRequest(t.database.db);
    const list = await call(
      'GET',
      '/api/admin/organisation-requests?status=pending&limit=100',
      platformAdmin,
    );
    const demo = list
      .json()
      .data.filter((r: { applicant: { username: string } }) => r.applicant.username === 'demo_applicant');
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ name: 'Shiksha Deep Academy, Patna', state: 'BR', status: 'pending' });
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await approve('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('institutes', () => {
  it('lists with search, member counts, admins and the suspended state; suspends and lifts', async () => {
    const org = await createOrganisation(t.database.db, 'Kautilya Academy Jaipur');
    const admin = await person({ organizationId: org.id, orgRole: 'admin', name: 'Meera Joshi' });
    await person({ organizationId: org.id, orgRole: 'member' });
    const found = await call('GET', '/api/admin/organisations?search=kautilya', platformAdmin);
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id: org.id,
        memberCount: 2,
        suspended: false,
        admins: [expect.objectContaining({ name: 'Meera Joshi' })],
      }),
    ]);

    const suspended = await call('POST', `/api/admin/organisations/${org.id}/suspend`, platformAdmin);
    expect(suspended.json().organisation.suspended).toBe(true);
    const refused = await call('GET', `/api/organisations/${org.id}/members`, admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ORGANISATION_SUSPENDED');
    const listed = await call('GET', '/api/admin/organisations?search=kautilya', platformAdmin);
    expect(listed.json().data[0].suspended).toBe(true);

    const lifted = await call('POST', `/api/admin/organisations/${org.id}/lift-suspension`, platformAdmin);
    expect(lifted.json().organisation.suspended).toBe(false);
    expect((await call('GET', `/api/organisations/${org.id}/members`, admin.headers)).statusCode).toBe(200);
  });

  it('a search with LIKE wildcards matches them literally', async () => {
    const res = await call(
      'GET',
      `/api/admin/organisations?search=${encodeURIComponent('%_')}`,
      platformAdmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('creates an institute directly with its first admin named by email', async () => {
    const future = await person({ email: 'principal@nalanda.in' });
    const res = await call('POST', '/api/admin/organisations', platformAdmin, {
      ...requestInput({ name: 'Nalanda Institute Patna', state: 'BR' }),
      admin: 'Principal@Nalanda.in',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { organisation } = res.json();
    expect(organisation).toMatchObject({
      slug: 'nalanda-institute-patna',
      state: 'BR',
      admins: [{ id: future.user.id }],
    });
    expect(await userRow(future.user.id)).toMatchObject({
      organizationId: organisation.id,
      orgRole: 'admin',
    });
  });

  it('creates one without an admin; refuses an admin of another institute or an unknown one, making nothing', async () => {
    const plain = await call(
      'POST',
      '/api/admin/organisations',
      platformAdmin,
      requestInput({ name: 'No Admin Yet' }),
    );
    expect(plain.statusCode).toBe(201);
    expect(plain.json().organisation.admins).toEqual([]);
    const other = await createOrganisation(t.database.db, 'Elsewhere');
    const taken = await person({ organizationId: other.id, orgRole: 'member' });
    const before = await orgCount();
    const busy = await call('POST', '/api/admin/organisations', platformAdmin, {
      ...requestInput(),
      admin: taken.user.username,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.rule).toBe('validation.organisations.userInOtherInstitute');
    const unknown = await call('POST', '/api/admin/organisations', platformAdmin, {
      ...requestInput(),
      admin: 'nobody_here',
    });
    expect(unknown.json().error).toMatchObject({
      field: 'admin',
      rule: 'validation.organisations.userNotFound',
    });
    expect(await orgCount()).toBe(before);
  });

  it('assigns admins: a free user joins, a member is promoted, one of another institute is refused', async () => {
    const org = await createOrganisation(t.database.db, 'Assign Academy');
    const other = await createOrganisation(t.database.db, 'Other Place');
    const free = await person();
    const member = await person({ organizationId: org.id, orgRole: 'teacher' });
    const elsewhere = await person({ organizationId: other.id, orgRole: 'admin' });
    const assign = (identifier: string) =>
      call('POST', `/api/admin/organisations/${org.id}/admins`, platformAdmin, { identifier });

    expect((await assign(free.user.email)).statusCode).toBe(200);
    expect((await assign(member.user.username)).json().organisation.admins).toHaveLength(2);
    expect(await userRow(member.user.id)).toMatchObject({ orgRole: 'admin', organizationId: org.id });

    const refused = await assign(elsewhere.user.username);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.rule).toBe('validation.organisations.userInOtherInstitute');
    expect(await userRow(elsewhere.user.id)).toMatchObject({ orgRole: 'admin', organizationId: other.id });

    const unknown = await assign('ghost@example.in');
    expect(unknown.json().error).toMatchObject({
      field: 'identifier',
      rule: 'validation.organisations.userNotFound',
    });
  });

  it('demotes an admin to member, never the last one; another institute’s admin or a member is a 404', async () => {
    const org = await createOrganisation(t.database.db, 'Demote Academy');
    const other = await createOrganisation(t.database.db, 'Demote Elsewhere');
    const admin = await person({ organizationId: org.id, orgRole: 'admin' });
    const member = await person({ organizationId: org.id, orgRole: 'member' });
    const otherAdmin = await person({ organizationId: other.id, orgRole: 'admin' });
    const demote = (userId: string) =>
      call('POST', `/api/admin/organisations/${org.id}/admins/${userId}/demote`, platformAdmin);

    expect((await demote(otherAdmin.user.id)).statusCode).toBe(404);
    expect((await userRow(otherAdmin.user.id))?.orgRole).toBe('admin');
    expect((await demote(member.user.id)).statusCode).toBe(404);
    // The last admin stays: the institute would have nobody to run it.
    const last = await demote(admin.user.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.rule).toBe('validation.batches.lastAdmin');
    expect((await userRow(admin.user.id))?.orgRole).toBe('admin');
    const second = await person({ organizationId: org.id, orgRole: 'admin' });
    const res = await demote(admin.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation.admins.map((a: { id: string }) => a.id)).toEqual([second.user.id]);
    expect(await userRow(admin.user.id)).toMatchObject({ orgRole: 'member', organizationId: org.id });
  });
});

describe('who may use the platform admins’ routes', () => {
  it('refuses institute admins (their own institute included), teachers, students and nobody, changing nothing', async () => {
    const orgA = await createOrganisation(t.database.db, 'Institute A');
    const orgB = await createOrganisation(t.database.db, 'Institute B');
    const adminA = await person({ organizationId: orgA.id, orgRole: 'admin' });
    const callers = {
      adminOfB: (await person({ organizationId: orgB.id, orgRole: 'admin' })).headers,
      adminOfA: adminA.headers,
      teacherOfA: (await person({ organizationId: orgA.id, orgRole: 'teacher' })).headers,
      studentOfA: (await person({ organizationId: orgA.id, orgRole: 'member' })).headers,
      nobody: {},
    };
    const applicant = await person();
    const { id } = await submit(applicant.headers);
    const before = await orgCount();
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/organisation-requests'],
      ['POST', `/api/admin/organisation-requests/${id}/approve`],
      ['POST', `/api/admin/organisation-requests/${id}/reject`, { reason: 'Not a real institute.' }],
      ['GET', '/api/admin/organisations'],
      ['POST', '/api/admin/organisations', requestInput()],
      ['POST', `/api/admin/organisations/${orgA.id}/suspend`],
      ['POST', `/api/admin/organisations/${orgA.id}/lift-suspension`],
      ['POST', `/api/admin/organisations/${orgA.id}/admins`, { identifier: applicant.user.username }],
      ['POST', `/api/admin/organisations/${orgA.id}/admins/${adminA.user.id}/demote`],
    ];
    for (const [who, headers] of Object.entries(callers)) {
      for (const [method, url, payload] of routes) {
        const res = await call(method as 'GET' | 'POST', url, headers, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(who === 'nobody' ? 401 : 403);
        expect(Object.keys(res.json().error).sort()).toEqual(['code', 'message']);
      }
    }
    expect(await orgCount()).toBe(before);
    const mine = (await call('GET', '/api/organisation-requests/mine', applicant.headers)).json().data;
    expect(mine[0].status).toBe('pending');
    expect(await userRow(adminA.user.id)).toMatchObject({ orgRole: 'admin', organizationId: orgA.id });
    expect(await userRow(applicant.user.id)).toMatchObject({ organizationId: null });
    const [a] = await t.database.db.select().from(organisations).where(eq(organisations.id, orgA.id));
    expect(a?.suspendedAt).toBeNull();
  });
});
