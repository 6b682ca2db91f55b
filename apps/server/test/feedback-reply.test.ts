import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, mailOutbox } from '../src/db/schema/index.ts';
import { writeLimits } from '../src/plugins/write-limits.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminId = '';
let adminToken = '';
let studentToken = '';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, { role: 'admin' });
  adminId = admin.id;
  adminToken = (await signIn(t.app, admin.username)).token;
  const student = await createUser(t.database.db, { language: 'en' });
  studentToken = (await signIn(t.app, student.username)).token;
});
afterAll(() => t.close());

async function message(email: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      formType: 'feedback',
      name: 'Meena Yadav',
      email,
      rating: 2,
      category: 'app',
      message: 'The timer froze on my phone twice.',
    },
    headers: token ? bearer(token) : {},
    remoteAddress: `10.30.0.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const reply = (id: string, text: string, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/feedback/${id}/reply`,
    payload: { reply: text },
    headers: bearer(token),
  });
/** What the mail module stored for an address (no SMTP in tests: the outbox row is the delivery). */
const mailsTo = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt));

describe('POST /api/admin/feedback/{id}/reply', () => {
  it('mails the reply to the sender, stores it and marks the message handled', async () => {
    const id = await message('meena@example.in');
    const res = await reply(id, 'Thank you, Meena. The fix reaches your phone this week.');
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback).toMatchObject({
      id,
      status: 'handled',
      reply: 'Thank you, Meena. The fix reaches your phone this week.',
      repliedAt: expect.any(String),
      handledAt: expect.any(String),
    });
    const [mail] = await mailsTo('meena@example.in');
    // An anonymous sender chose no language: Hindi, the product's default.
    expect(mail?.subject).toBe('अभ्यास: आपके संदेश का उत्तर');
    expect(mail?.textBody).toContain('The fix reaches your phone this week.');
    expect(mail?.textBody).toContain('The timer froze on my phone twice.');
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row?.repliedBy).toBe(adminId);
    expect(row?.handledBy).toBe(adminId);
    // The inbox shows it among the handled ones, with the reply.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?status=handled&formType=feedback',
      headers: bearer(adminToken),
    });
    expect(list.json().data.find((f: { id: string }) => f.id === id)?.reply).toContain('Thank you');
  });

  it('writes in the language a signed-in sender chose', async () => {
    const id = await message('student-en@example.in', studentToken);
    expect((await reply(id, 'We have looked into it.')).statusCode).toBe(200);
    const [mail] = await mailsTo('student-en@example.in');
    expect(mail?.subject).toBe('Abhyas: a reply to your message');
  });

  it('refuses an empty reply, a student and an unknown message, sending no mail', async () => {
    const id = await message('nomail@example.in');
    const empty = await reply(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ field: 'reply', rule: 'validation.feedback.replyTooShort' });
    expect((await reply(id, 'Hello there', studentToken)).statusCode).toBe(403);
    expect((await reply(crypto.randomUUID(), 'Hello there')).statusCode).toBe(404);
    expect(await mailsTo('nomail@example.in')).toHaveLength(0);
  });

  it(`limits an admin to ${writeLimits.feedbackReply.max} replies in ${writeLimits.feedbackReply.windowSeconds / 60} minutes`, async () => {
    const id = await message('limit@example.in');
    const admin = await createUser(t.database.db, { role: 'admin' });
    const token = (await signIn(t.app, admin.username)).token;
    for (let i = 0; i < writeLimits.feedbackReply.max; i++)
      expect((await reply(id, `Reply number ${i}`, token)).statusCode).toBe(200);
    const blocked = await reply(id, 'One too many', token);
    expect(blocked.statusCode).toBe(429);
    expect(await mailsTo('limit@example.in')).toHaveLength(writeLimits.feedbackReply.max);
  });
});
