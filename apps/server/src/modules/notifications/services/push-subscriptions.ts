import { type PushTokenRequest, pushSubscriptionSchema } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { pushSubscriptions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertOwnPushToken } from '../policy.ts';

/**
 * The browsers' push services. The server makes a request to whatever endpoint a subscription
 * names, so only these hosts are accepted: a made-up subscription cannot point the server at its
 * own network (SSRF). Tests run a push service locally (PUSH_ALLOW_LOCAL_ENDPOINTS).
 */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];

const invalid = (rule: string, field = 'token') =>
  fieldError(400, 'VALIDATION_ERROR', field, rule, `${field} is not valid`);

/** The subscription in a token, or a 400 in the one error shape. */
export function parseSubscription(token: string, allowLocal: boolean) {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw invalid('validation.push.tokenInvalid');
  }
  const parsed = pushSubscriptionSchema.safeParse(json);
  if (!parsed.success) throw invalid('validation.push.tokenInvalid');
  const url = new URL(parsed.data.endpoint);
  const fine = allowLocal
    ? url.protocol === 'https:' || url.protocol === 'http:'
    : url.protocol === 'https:' && !url.port && pushServiceHosts.some((h) => h.test(url.hostname));
  if (!fine) throw invalid('validation.push.tokenInvalid');
  return parsed.data;
}

/** Subscriptions one account keeps (phones, browsers); an 11th replaces the least recently registered. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Registers (or refreshes) the caller's subscription. `userId` must be the caller's own. The same
 * endpoint again updates its keys and time; an endpoint another account registered on this browser
 * moves to the caller (the browser has one subscription, and it is now theirs). An account keeps at
 * most PUSH_SUBSCRIPTIONS_PER_USER: past that, the ones least recently registered are dropped, in the
 * same transaction (the caller's registrations are serialised by an advisory lock on their id).
 */
export async function registerPushToken(d: Deps, viewer: Viewer, body: PushTokenRequest) {
  assertOwnPushToken(viewer, body.userId);
  const sub = parseSubscription(body.token, d.config.PUSH_ALLOW_LOCAL_ENDPOINTS);
  const now = d.clock();
  const values = {
    userId: viewer.id,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    device: body.device,
    updatedAt: now,
  };
  await d.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-subscriptions:${viewer.id}`}))`);
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: sub.endpoint, createdAt: now, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    // The one just registered always stays; of the others, the newest keep the remaining places.
    await tx.execute(sql`
      delete from ${pushSubscriptions} p
      where p.user_id = ${viewer.id} and p.endpoint <> ${sub.endpoint}
        and p.id not in (
          select k.id from ${pushSubscriptions} k
          where k.user_id = ${viewer.id} and k.endpoint <> ${sub.endpoint}
          order by k.updated_at desc, k.created_at desc, k.id desc
          limit ${PUSH_SUBSCRIPTIONS_PER_USER - 1}
        )`);
  });
  return { success: true };
}

/** Removes one of the caller's subscriptions (the app replaced it); another's is left alone. */
export async function removePushToken(d: Deps, viewer: Viewer, endpoint: string) {
  await d.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, viewer.id), eq(pushSubscriptions.endpoint, endpoint)));
  return { success: true };
}
