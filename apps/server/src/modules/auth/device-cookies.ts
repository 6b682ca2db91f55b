import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signinDevices } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"; docs/auth.md
 * "Device cookies"). A browser that signs in with the right password gets a random token bound to the
 * account; a live token exempts its sign-ins to that account from the account's slowdown, and its wrong
 * passwords count against the token alone (signin-limits.ts). The cookie holds one token per account
 * signed in on the browser (a shared family phone), newest first.
 */
export const DEVICE_COOKIE = 'abhyas_device';
export const DEVICE_COOKIE_PATH = '/api/auth/signin';
/** A token lives this long after the sign-in that issued it; every sign-in issues a fresh one. */
export const DEVICE_COOKIE_DAYS = 180;
/** Accounts one browser keeps a token for; the oldest drops out beyond this. */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 5;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed tokens of a cookie value; anything else in it is ignored. */
export function readDeviceTokens(value: string | undefined): string[] {
  if (!value || value.length > 44 * DEVICE_COOKIE_MAX_ACCOUNTS) return [];
  return value
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(0, DEVICE_COOKIE_MAX_ACCOUNTS);
}

export interface PresentedDevice {
  /** The row id: the key its failures are counted under. */
  id: string;
  userId: string;
  token: string;
}

/** The live devices among the presented tokens, whichever accounts they belong to. */
export async function findDevices(d: Deps, tokens: string[]): Promise<PresentedDevice[]> {
  if (tokens.length === 0) return [];
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await d.db
    .select({
      id: signinDevices.id,
      userId: signinDevices.userId,
      tokenHash: signinDevices.tokenHash,
      expiresAt: signinDevices.expiresAt,
    })
    .from(signinDevices)
    .where(inArray(signinDevices.tokenHash, [...byHash.keys()]));
  const now = d.clock();
  return rows
    .filter((r) => r.expiresAt > now)
    .map((r) => ({ id: r.id, userId: r.userId, token: byHash.get(r.tokenHash) ?? '' }));
}

/**
 * A successful sign-in: a new token for this account replaces the one the browser presented (and the
 * account's expired rows are dropped). Returns the cookie's new value: this account's token first, then
 * the browser's live tokens for other accounts.
 */
export async function issueDevice(d: Deps, userId: string, presented: PresentedDevice[]): Promise<string> {
  const token = newOpaqueToken();
  const now = d.clock();
  const replaced = presented.filter((p) => p.userId === userId).map((p) => p.id);
  await d.db.transaction(async (tx) => {
    await tx
      .delete(signinDevices)
      .where(
        and(
          eq(signinDevices.userId, userId),
          replaced.length > 0
            ? or(inArray(signinDevices.id, replaced), lt(signinDevices.expiresAt, now))
            : lt(signinDevices.expiresAt, now),
        ),
      );
    await tx.insert(signinDevices).values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEVICE_COOKIE_DAYS * 86_400_000),
    });
  });
  const others = presented.filter((p) => p.userId !== userId).map((p) => p.token);
  return [token, ...others].slice(0, DEVICE_COOKIE_MAX_ACCOUNTS).join('.');
}

/** Every device of the account is forgotten (password reset). Accepts a transaction. */
export async function forgetDevices(db: Db, userId: string): Promise<void> {
  await db.delete(signinDevices).where(eq(signinDevices.userId, userId));
}

/** The cookie's attributes: scripts cannot read it, it goes only to the sign-in route, Secure on https. */
export function deviceCookieOptions(secure: boolean) {
  return {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    secure,
    sameSite: 'strict' as const,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  };
}
