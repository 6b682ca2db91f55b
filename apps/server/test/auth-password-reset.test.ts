import { performance } from 'node:perf_hooks';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../test-support/smtp-inbox.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { OutgoingMail } from '../src/lib/mailer.ts';
import { passwordResetsSettled } from '../src/modules/auth/password-reset.ts';
import { createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // The timing test below asks 100 times: the limits are not what it measures.
  t = await createTestApp({
    RESET_TOKEN_TTL_MINUTES: '30',
    RATE_LIMIT_FORGOT_PER_IP: '1000',
    RATE_LIMIT_FORGOT_PER_ACCOUNT: '1000',
  });
});
afterAll(() => t.close());

const ask = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
/** Asks, then waits for the work that runs after the answer (the lookup, the link, the mail). */
async function forgot(app: TestApp, email: string) {
  const res = await ask(app, email);
  await passwordResetsSettled(app.app.deps);
  return res;
}
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

async function lastMailTo(app: TestApp, to: string) {
  const [row] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}
const linkToken = (text: string) => {
  const m = text.match(/http:\/\/abhyas\.test\/reset-password\?token=([\w-]+)/);
  if (!m?.[1]) throw new Error(`no reset link in: ${text}`);
  return m[1];
};

describe('forgot password → reset password (no SMTP: the outbox)', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const user = await createUser(t.database.db, { email: 'kavya@example.in' });
    const known = await forgot(t, 'KAVYA@example.in');
    const unknown = await forgot(t, 'ghost@example.in');
    expect(known.statusCode).toBe(202);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    const mail = await lastMailTo(t, user.email);
    expect(mail?.status).toBe('outbox');
    expect(mail?.textBody).toContain('पासवर्ड');
    expect(await lastMailTo(t, 'ghost@example.in')).toBeUndefined();
    // With no SMTP server the link is printed in the log, which is how a developer receives it.
    expect(t.logs.join('')).toContain(`reset-password?token=${linkToken(mail?.textBody ?? '')}`);
  });

  it('answers before the account is looked up or mailed', async () => {
    const user = await createUser(t.database.db, { email: 'slowmail@example.in' });
    const mailer = t.app.deps.mailer;
    const send = mailer.send;
    let release = () => {};
    const sent: OutgoingMail[] = [];
    // A mail that cannot be stored yet: an answer that waited for it would never come.
    mailer.send = (mail) => {
      sent.push(mail);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    try {
      const answer = await Promise.race([
        ask(t, user.email),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5_000)),
      ]);
      expect(answer === 'no answer' ? answer : answer.statusCode).toBe(202);
      await expect.poll(() => sent.length).toBe(1);
      release();
      await passwordResetsSettled(t.app.deps);
      expect(sent[0]?.to).toBe(user.email);
    } finally {
      mailer.send = send;
    }
  });

  it('takes the same time for a real address as for an unknown one', async () => {
    const rounds = 40;
    const known = await Promise.all(
      Array.from({ length: rounds + 5 }, (_, i) =>
        createUser(t.database.db, { email: `timing${i}@example.in` }),
      ),
    );
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await ask(t, email);
      const ms = performance.now() - start;
      expect(res.statusCode).toBe(202);
      // The work after the answer must not overlap the next measurement.
      await passwordResetsSettled(t.app.deps);
      return ms;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, so a busy moment on the machine falls on both; the first five pairs warm up.
    for (const [i, user] of known.entries()) {
      const k = await timed(user.email);
      const u = await timed(`nobody${i}@example.in`);
      if (i >= 5) {
        times.known.push(k);
        times.unknown.push(u);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // Generous, for a busy 2-core machine: doing the account's work before answering made a real
    // address's answer more than twice as slow, well past this bound.
    expect(median(times.known)).toBeLessThan(median(times.unknown) * 1.5 + 1);
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const user = await createUser(t.database.db, { email: 'rohan@example.in' });
    const session = await signIn(t.app, user.username);
    await forgot(t, user.email);
    const token = linkToken((await lastMailTo(t, user.email))?.textBody ?? '');

    const ok = await reset(token, 'NayaPassword#7');
    expect(ok.statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(signIn(t.app, user.username)).rejects.toThrow(/401/);
    expect((await signIn(t.app, user.username, 'NayaPassword#7')).user.id).toBe(user.id);

    const again = await reset(token, 'TeesraPassword#8');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await createUser(t.database.db, { email: 'expired@example.in' });
    await forgot(t, user.email);
    const token = linkToken((await lastMailTo(t, user.email))?.textBody ?? '');
    t.clock.advance(31 * 60_000);
    expect((await reset(token, 'NayaPassword#7')).json().error.code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(t.app, user.username)).user.id).toBe(user.id);
  });

  it('retires an earlier link when a new one is asked for', async () => {
    const user = await createUser(t.database.db, { email: 'twice@example.in' });
    await forgot(t, user.email);
    const first = linkToken((await lastMailTo(t, user.email))?.textBody ?? '');
    t.clock.advance(1000);
    await forgot(t, user.email);
    const second = linkToken((await lastMailTo(t, user.email))?.textBody ?? '');
    expect(second).not.toBe(first);
    expect((await reset(first, 'NayaPassword#7')).statusCode).toBe(400);
    expect((await reset(second, 'NayaPassword#7')).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rules and keeps the link usable after a refusal', async () => {
    const user = await createUser(t.database.db, { email: 'weak@example.in' });
    await forgot(t, user.email);
    const token = linkToken((await lastMailTo(t, user.email))?.textBody ?? '');
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    expect((await reset(token, 'NayaPassword#7')).statusCode).toBe(200);
  });

  it('refuses a malformed email without saying more', async () => {
    const res = await forgot(t, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
  });
});

describe('forgot password over a real SMTP server', () => {
  it('delivers the reset mail through SMTP_URL and marks it sent', async () => {
    const inbox = await startSmtpInbox();
    const withSmtp = await createTestApp({ SMTP_URL: inbox.url });
    try {
      const user = await createUser(withSmtp.database.db, { email: 'smtp.user@example.in' });
      expect((await forgot(withSmtp, user.email)).statusCode).toBe(202);
      await withSmtp.app.deps.mailer.drain();
      expect(inbox.messages).toHaveLength(1);
      expect(inbox.messages[0]?.to).toBe(user.email);
      expect(inbox.messages[0]?.raw).toContain('reset-password?token=');
      expect((await lastMailTo(withSmtp, user.email))?.status).toBe('sent');
      // With SMTP configured, the link does not go to the log.
      expect(withSmtp.logs.join('')).not.toContain('reset-password?token=');
    } finally {
      await withSmtp.close();
      await inbox.close();
    }
  });
});
