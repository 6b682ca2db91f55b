import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisationRequests } from '../src/db/schema/index.ts';
import { createOrganisation } from './factories.ts';
import {
  call,
  person,
  platformAdmin,
  requestInput,
  submit,
  t,
  useOrganisationsApp,
} from './institutes-organisations-fixtures.ts';

useOrganisationsApp();

const requestsOf = async (applicantId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(organisationRequests)
      .where(eq(organisationRequests.applicantId, applicantId))
  )[0]?.n ?? 0;

describe('POST /api/organisation-requests', () => {
  it('stores a pending request with the phone normalised, and the applicant sees it in /mine', async () => {
    const { headers } = await person();
    const res = await call('POST', '/api/organisation-requests', headers, requestInput());
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      name: 'Gyan Path Coaching, Varanasi',
      state: 'UP',
      phone: '+919876543210',
      email: 'contact@gyanpath.in',
      status: 'pending',
      reason: '',
      organisation: null,
      decidedAt: null,
    });
    const mine = await call('GET', '/api/organisation-requests/mine', headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((r: { id: string }) => r.id)).toEqual([made.id]);
  });

  it('refuses a second request while one is pending, with a translated rule, and stores nothing', async () => {
    const { user, headers } = await person();
    await submit(headers);
    const again = await call(
      'POST',
      '/api/organisation-requests',
      headers,
      requestInput({ name: 'Another one' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      rule: 'validation.organisations.requestPending',
    });
    expect(await requestsOf(user.id)).toBe(1);
  });

  it('refuses a member of an institute: a user belongs to at most one', async () => {
    const org = await createOrganisation(t.database.db);
    for (const orgRole of ['member', 'teacher', 'admin'] as const) {
      const { user, headers } = await person({ organizationId: org.id, orgRole });
      const res = await call('POST', '/api/organisation-requests', headers, requestInput());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.rule).toBe('validation.organisations.alreadyInInstitute');
      expect(await requestsOf(user.id)).toBe(0);
    }
  });

  it.each([
    ['phone', { phone: '12345 67890' }, 'validation.feedback.phoneInvalid'],
    ['phone', { phone: '' }, 'validation.organisations.phoneRequired'],
    ['state', { state: 'XX' }, 'validation.organisations.stateRequired'],
    ['kind', { kind: 'tuition' }, 'validation.organisations.kindRequired'],
    ['expectedStudents', { expectedStudents: 0 }, 'validation.organisations.expectedStudentsInvalid'],
    ['expectedStudents', { expectedStudents: 2.5 }, 'validation.organisations.expectedStudentsInvalid'],
    ['name', { name: 'ab' }, 'validation.organisations.nameTooShort'],
    ['city', { city: 'x'.repeat(81) }, 'validation.organisations.cityTooLong'],
    ['email', { email: 'not-an-email' }, 'validation.email.invalid'],
  ])('refuses a bad %s with its rule and stores nothing', async (field, over, rule) => {
    const { user, headers } = await person();
    const res = await call('POST', '/api/organisation-requests', headers, { ...requestInput(), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field, rule });
    expect(await requestsOf(user.id)).toBe(0);
  });

  it('refuses an unknown field (no status or organisation smuggled in)', async () => {
    const { user, headers } = await person();
    const res = await call('POST', '/api/organisation-requests', headers, {
      ...requestInput(),
      status: 'approved',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.rule).toBe('validation.unknownField');
    expect(await requestsOf(user.id)).toBe(0);
  });

  it('answers 401 to nobody, for both routes', async () => {
    expect((await call('POST', '/api/organisation-requests', {}, requestInput())).statusCode).toBe(401);
    expect((await call('GET', '/api/organisation-requests/mine')).statusCode).toBe(401);
  });

  it('lets the applicant apply again once a request was rejected', async () => {
    const { headers } = await person();
    const first = await submit(headers);
    const rejected = await call(
      'POST',
      `/api/admin/organisation-requests/${first.id}/reject`,
      platformAdmin,
      {
        reason: 'Please give the full address of the centre.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    t.clock.advance(60_000);
    const second = await call('POST', '/api/organisation-requests', headers, requestInput());
    expect(second.statusCode).toBe(201);
    const mine = (await call('GET', '/api/organisation-requests/mine', headers)).json().data;
    expect(mine.map((r: { status: string }) => r.status)).toEqual(['pending', 'rejected']);
    expect(mine[1].reason).toBe('Please give the full address of the centre.');
  });
});

describe('GET /api/organisation-requests/mine', () => {
  it("shows only the caller's own requests", async () => {
    const a = await person();
    const b = await person();
    await submit(a.headers, { name: 'Alpha Academy' });
    const mine = await call('GET', '/api/organisation-requests/mine', b.headers);
    expect(mine.json()).toEqual({ data: [] });
  });
});
