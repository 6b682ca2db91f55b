import { indianDayOf, isQuietHourInIndia } from '@abhyas/core';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { VapidKeys } from '../../lib/app-secrets.ts';

/** What a push carries: a title, a short body and where a tap leads. Never exam content or answers. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app, e.g. /notifications. */
  url: string;
}

/**
 * The pushes the platform sends for its own events, in both languages (the server does not know
 * each phone's language). They say what happened, never the marks, questions or answers.
 */
export const pushMessages = {
  keyCorrected: {
    title: 'उत्तर कुंजी सुधारी गई / Answer key corrected',
    body: 'आपका स्कोर बदला है, नया स्कोर देखें / Your score changed: see your new score',
    url: '/notifications',
  },
  resultReady: {
    title: 'आपका परिणाम तैयार है / Your result is ready',
    body: 'समय पूरा होने पर टेस्ट जमा हो गया / Your test was submitted when the time ran out',
    url: '/quiz-dashboard',
  },
} as const satisfies Record<string, PushMessage>;

export interface PushSender {
  publicKey: string;
  /** Sends to every subscription of these users; answers how many went out and how many were dropped. */
  send(userIds: readonly string[], message: PushMessage): Promise<{ sent: number; removed: number }>;
}

/** Kept well under the 4 KB push services accept once encrypted (issue 13: under 3 KB). */
const MAX_PAYLOAD_BYTES = 3000;
/** A day: a push older than that is news nobody needs. */
const TTL_SECONDS = 24 * 60 * 60;

/** 22:00 to 07:00 IST: no pushes at night (the notification still waits in the list). The rule is core's. */
export function isNightInIndia(at: Date): boolean {
  return isQuietHourInIndia(at);
}

/** The payload, cut to size: the body gives way first. */
export function pushPayload(message: PushMessage): string {
  let body = message.body;
  let json = JSON.stringify({ ...message, body });
  while (Buffer.byteLength(json) > MAX_PAYLOAD_BYTES && body.length > 0) {
    body = `${body.slice(0, Math.floor(body.length * 0.8))}…`;
    json = JSON.stringify({ ...message, title: message.title.slice(0, 200), body });
  }
  return json;
}

/**
 * Standard Web Push with VAPID (RFC 8030/8291/8292) through the `web-push` library: it signs the
 * VAPID JWT and encrypts the payload (aes128gcm); we send the request ourselves with fetch, so a test
 * can run the push service on plain http. A 404 or 410 means the browser dropped the subscription:
 * it is deleted in the same round. Other failures are logged and the rest go on.
 */
export function createPushSender(opts: {
  db: Db;
  keys: VapidKeys;
  subject: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}): PushSender {
  const { db, keys, subject, clock, log } = opts;
  return {
    publicKey: keys.publicKey,
    async send(userIds, message) {
      if (userIds.length === 0 || isNightInIndia(clock())) return { sent: 0, removed: 0 };
      const subs = await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      const payload = pushPayload(message);
      const gone: string[] = [];
      let sent = 0;
      await Promise.all(
        subs.map(async (s) => {
          try {
            const details = webpush.generateRequestDetails(
              { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
              payload,
              {
                vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
                TTL: TTL_SECONDS,
                urgency: 'normal',
                contentEncoding: 'aes128gcm',
              },
            );
            const res = await fetch(details.endpoint, {
              method: details.method,
              headers: details.headers as Record<string, string>,
              body: details.body ?? null,
              signal: AbortSignal.timeout(10_000),
            });
            if (res.status === 404 || res.status === 410) gone.push(s.id);
            else if (!res.ok)
              log.warn({ status: res.status, subscription: s.id }, 'push refused by the push service');
            else sent += 1;
          } catch (err) {
            log.warn({ err, subscription: s.id }, 'push failed');
          }
        }),
      );
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      log.info({ day: indianDayOf(clock()), sent, removed: gone.length }, 'pushes sent');
      return { sent, removed: gone.length };
    },
  };
}
