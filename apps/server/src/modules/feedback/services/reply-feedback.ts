import type { FeedbackReplyRequest } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { feedback, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentFeedback } from '../presenter.ts';

const mailTexts = {
  hi: {
    subject: 'अभ्यास: आपके संदेश का उत्तर',
    greeting: (name: string) => `नमस्ते ${name},`,
    yours: 'आपका संदेश:',
    footer: 'अभ्यास टीम',
  },
  en: {
    subject: 'Abhyas: a reply to your message',
    greeting: (name: string) => `Hello ${name},`,
    yours: 'Your message:',
    footer: 'The Abhyas team',
  },
} as const;

/**
 * POST /api/admin/feedback/{id}/reply (docs/admin.md): the reply is stored on the message, which
 * becomes handled, and mailed to the sender through the mail module (lib/mailer.ts: the outbox row,
 * then SMTP when configured). The mail is in the sender's language when they were signed in and chose
 * one, Hindi otherwise (the product's default). A second reply replaces the stored one and mails again.
 */
export async function replyToFeedback(d: Deps, id: string, adminId: string, input: FeedbackReplyRequest) {
  const now = d.clock();
  const [row] = await d.db
    .update(feedback)
    .set({
      reply: input.reply,
      repliedAt: now,
      repliedBy: adminId,
      status: 'handled',
      handledAt: now,
      handledBy: adminId,
    })
    .where(eq(feedback.id, id))
    .returning();
  if (!row) throw notFound('No such feedback');
  const [sender] = row.userId
    ? await d.db.select({ language: users.language }).from(users).where(eq(users.id, row.userId))
    : [];
  const t = mailTexts[sender?.language ?? 'hi'];
  // After the update, on the outer db: the mailer writes its outbox row itself (PGlite has one connection).
  await d.mailer.send({
    to: row.email,
    subject: t.subject,
    text: [t.greeting(row.name), '', input.reply, '', '—', t.yours, row.message, '', t.footer].join('\n'),
    logHint: 'feedback reply kept in outbox',
  });
  return presentFeedback(row);
}
