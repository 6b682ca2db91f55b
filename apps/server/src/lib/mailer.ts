import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Printed to the log instead of the body when there is no SMTP server (the body may hold a secret link). */
  logHint?: string;
}

export interface Mailer {
  /** Records the mail and starts delivery; resolves once the record is stored, not when SMTP answers. */
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  drain(): Promise<void>;
  close(): void;
}

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, mail: OutgoingMail) {
    if (!transport) return;
    try {
      await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await opts.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      opts.log.error({ err, mailId: id }, 'mail delivery failed');
      await opts.db
        .update(mailOutbox)
        .set({ status: 'failed', error: String(err) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  }

  return {
    async send(mail) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          status: transport ? 'pending' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) {
        // No SMTP server: the log is how a developer on the embedded default receives the mail.
        opts.log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject },
          mail.logHint ?? 'mail kept in outbox',
        );
        return;
      }
      // Delivery runs after the answer so a slow SMTP server cannot reveal which addresses exist.
      const p = deliver(row.id, mail).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    close() {
      transport?.close();
    },
  };
}
