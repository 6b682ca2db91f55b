import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema/index.ts';
import { FEEDBACK_PER_IP } from '../src/modules/feedback/routes.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminToken = '';
let studentToken = '';
let studentId = '';
let ipCounter = 0;
/** A fresh client address per request, so the per-IP limit only bites where a test wants it to. */
const nextIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, { role: 'admin' });
  const student = await createUser(t.database.db);
  studentId = student.id;
  adminToken = (await signIn(t.app, admin.username)).token;
  studentToken = (await signIn(t.app, student.username)).token;
});
afterAll(() => t.close());

const contact = {
  formType: 'contact-us',
  name: 'राधा कुमारी',
  email: 'Radha@Example.IN',
  phone: '+91 98765 43210',
  topic: 'institute-demo',
  message: 'हमें अपने संस्थान के लिए डेमो चाहिए।',
};
const review = {
  formType: 'feedback',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  rating: 5,
  category: 'exam-hall',
  message: 'The exam hall feels just like the real test.',
};

const send = (payload: unknown, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
const rowCount = async () => (await t.database.db.select({ n: count() }).from(feedback))[0]?.n ?? 0;
const list = (query = '', token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/feedback${query}`, headers: bearer(token) });

describe('POST /api/feedback', () => {
  it('takes a contact-us message from anyone and stores it as new, normalised', async () => {
    const res = await send(contact);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const item = (await list()).json().data.find((f: { id: string }) => f.id === id);
    expect(item).toMatchObject({
      formType: 'contact-us',
      email: 'radha@example.in',
      phone: '+919876543210',
      topic: 'institute-demo',
      rating: null,
      status: 'new',
      userId: null,
      handledAt: null,
    });
  });

  it('links a signed-in sender, and still takes the message with a bad token', async () => {
    const linked = await send(review, bearer(studentToken));
    expect(linked.statusCode).toBe(201);
    const forged = await send(review, bearer('not.a.token'));
    expect(forged.statusCode).toBe(201);
    const data = (await list('?limit=100')).json().data as { id: string; userId: string | null }[];
    expect(data.find((f) => f.id === linked.json().id)?.userId).toBe(studentId);
    expect(data.find((f) => f.id === forged.json().id)?.userId).toBeNull();
  });

  it.each([
    [{ ...contact, name: 'R' }, 'name', 'validation.name.tooShort'],
    [{ ...contact, email: 'radha-at-example' }, 'email', 'validation.email.invalid'],
    [{ ...contact, phone: '12345' }, 'phone', 'validation.feedback.phoneInvalid'],
    [{ ...contact, topic: undefined }, 'topic', 'validation.feedback.topicRequired'],
    [{ ...contact, message: 'short' }, 'message', 'validation.feedback.messageTooShort'],
    [{ ...review, rating: 9 }, 'rating', 'validation.feedback.ratingRequired'],
    [{ ...review, category: undefined }, 'category', 'validation.feedback.categoryRequired'],
    [{ ...review, formType: 'complaint' }, 'formType', 'validation.feedback.formType'],
    [{ ...review, status: 'handled' }, 'status', 'validation.unknownField'],
  ])('refuses %j naming the field and storing nothing', async (payload, field, rule) => {
    const before = await rowCount();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field, rule });
    expect(res.json().error.message).not.toMatch(/is invalid$/);
    expect(await rowCount()).toBe(before);
  });

  it(`stops one address after ${FEEDBACK_PER_IP} messages in a window`, async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < FEEDBACK_PER_IP; i++) expect((await send(review, {}, ip)).statusCode).toBe(201);
    const blocked = await send(review, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await send(review, {}, '10.99.0.2')).statusCode).toBe(201);
  });
});

describe('admin feedback list', () => {
  it('is for platform admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(401);
    expect((await list('', studentToken)).statusCode).toBe(403);
  });

  it('lists newest first, pages, and filters by status and form type', async () => {
    t.clock.advance(60_000);
    const first = (await send({ ...contact, message: 'Oldest message of the three' })).json().id;
    t.clock.advance(60_000);
    const second = (await send({ ...contact, message: 'Middle message of the three' })).json().id;
    t.clock.advance(60_000);
    const third = (await send({ ...contact, message: 'Newest message of the three' })).json().id;

    const page1 = (await list('?limit=2&formType=contact-us')).json();
    expect(page1.data.map((f: { id: string }) => f.id)).toEqual([third, second]);
    expect(page1.meta).toMatchObject({ page: 1, limit: 2 });
    const page2 = (await list(`?limit=2&page=2&formType=contact-us`)).json();
    expect(page2.data[0].id).toBe(first);

    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${second}`,
      headers: bearer(adminToken),
      payload: { handled: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().feedback).toMatchObject({ id: second, status: 'handled' });
    expect(marked.json().feedback.handledAt).toBe(t.clock().toISOString());

    const handled = (await list('?status=handled')).json();
    expect(handled.data.map((f: { id: string }) => f.id)).toEqual([second]);
    expect(handled.meta.total).toBe(1);
    const fresh = (await list('?status=new&limit=100')).json();
    expect(fresh.data.some((f: { id: string }) => f.id === second)).toBe(false);

    const reopened = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${second}`,
      headers: bearer(adminToken),
      payload: { handled: false },
    });
    expect(reopened.json().feedback).toMatchObject({ status: 'new', handledAt: null });
  });

  it('refuses a bad status filter, an unknown id and a bad body', async () => {
    const bad = await list('?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('status');
    const patch = (url: string, payload: unknown, token = adminToken) =>
      t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload: payload as object });
    const missing = await patch('/api/admin/feedback/00000000-0000-4000-8000-000000000000', {
      handled: true,
    });
    expect(missing.statusCode).toBe(404);
    const id = (await send(review)).json().id;
    const body = await patch(`/api/admin/feedback/${id}`, { handled: 'yes' });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.field).toBe('handled');
    const student = await patch(`/api/admin/feedback/${id}`, { handled: true }, studentToken);
    expect(student.statusCode).toBe(403);
    const item = (await list('?limit=100')).json().data.find((f: { id: string }) => f.id === id);
    expect(item.status).toBe('new');
  });
});
