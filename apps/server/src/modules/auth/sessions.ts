import type { AccessClaims } from '@abhyas/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, type UserRow, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

const invalidRefresh = () =>
  new AppError(401, 'INVALID_REFRESH_TOKEN', 'The session has ended; sign in again');

export function claimsFor(
  user: Pick<UserRow, 'id' | 'role' | 'orgRole' | 'organizationId' | 'username'>,
  sessionId: string,
) {
  return {
    sub: user.id,
    role: user.role,
    orgRole: user.orgRole ?? null,
    organizationId: user.organizationId ?? null,
    username: user.username,
    sid: sessionId,
  } satisfies AccessClaims;
}

/** A new session: a fresh refresh-token family with its absolute expiry, and an access token. */
export async function startSession(d: Deps, user: UserRow): Promise<SessionTokens> {
  const refreshToken = newOpaqueToken();
  const now = d.clock();
  const familyId = crypto.randomUUID();
  await d.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + d.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return { token: await d.accessTokens.sign(claimsFor(user, familyId)), refreshToken };
}

/**
 * Rotates a refresh token. A token presented again within the grace window (two tabs refreshing at
 * once) gets a sibling in the same family; presented later, it is a stolen copy and the whole family
 * is revoked.
 */
export async function rotateRefreshToken(d: Deps, presented: string): Promise<SessionTokens> {
  const now = d.clock();
  const outcome = await d.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (row.usedAt) {
      const age = now.getTime() - row.usedAt.getTime();
      if (age > d.config.REFRESH_REUSE_GRACE_SECONDS * 1000) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { kind: 'reused' as const, userId: row.userId, familyId: row.familyId };
      }
    } else {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.disabledAt) return { kind: 'invalid' as const };
    const refreshToken = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: hashToken(refreshToken),
      createdAt: now,
      expiresAt: row.expiresAt,
    });
    return { kind: 'rotated' as const, user, refreshToken, familyId: row.familyId };
  });
  // Thrown outside the transaction, so the family revocation above is committed, not rolled back.
  if (outcome.kind === 'reused') {
    d.log.warn(
      { userId: outcome.userId, familyId: outcome.familyId },
      'refresh token reuse: session revoked',
    );
    // A stolen token may be in use: the thief's chat sockets close with the rest (they reconnect only
    // while their access token lasts, as for any API call).
    d.realtime.disconnectUser(outcome.userId);
    throw invalidRefresh();
  }
  if (outcome.kind === 'invalid') throw invalidRefresh();
  return {
    token: await d.accessTokens.sign(claimsFor(outcome.user, outcome.familyId)),
    refreshToken: outcome.refreshToken,
  };
}

/** Sign-out: ends the session the refresh token belongs to (every rotation of it). */
export async function endSession(d: Deps, presented: string): Promise<void> {
  const [row] = await d.db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) return;
  await d.db
    .update(refreshTokens)
    .set({ revokedAt: d.clock() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  // A socket does not know which session opened it, so every chat socket of the user closes (on every
  // node); the user's other devices reconnect at once with their own tokens and catch up by seq
  // (docs/community-realtime.md), and the signed-out one no longer holds a token to reconnect with.
  d.realtime.disconnectUser(row.userId);
}

/** Every session of a user ends: password reset, account disabled. Accepts a transaction. */
export async function endAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
