import { createSecretKey } from 'node:crypto';
import { type AccessClaims, type OrgRole, orgRoles } from '@abhyas/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError, unauthenticated } from '../../lib/app-error.ts';

export const TOKEN_ISSUER = 'abhyas-api';
export const TOKEN_AUDIENCE = 'abhyas-web';
/** Enough for every student active on one server within a token's 15 minutes. */
const VERIFIED_CACHE_SIZE = 50_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A token as this server writes it: three unpadded base64url parts, a few hundred characters. Any
 * other spelling is refused before verifying: the decoder would take a padded signature ("…=") as
 * the same bytes, so one token would have several texts (a list of refused tokens could be walked
 * round), and a long one would cost a verification for nothing.
 */
const compactToken = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const maxTokenLength = 4096;

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /**
   * Throws 401 TOKEN_EXPIRED for an expired token (the client refreshes) and 401 UNAUTHENTICATED otherwise.
   * `remember: false` uses the verified-token cache but adds nothing to it: for a token checked once
   * (a chat socket's handshake), an entry would only hold memory for its 15 minutes.
   */
  verify(token: string, opts?: { remember?: boolean }): Promise<AccessClaims>;
}

/** HS256 only: the algorithm is pinned so a token cannot choose `none` or another key type. */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: () => Date): AccessTokens {
  // A KeyObject made once: given raw bytes, jose re-imports the key on every sign and verify,
  // which the /api/me benchmark measured at about half of the verification cost.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Tokens already verified, until they expire. A student saves an answer every few seconds with
  // the same token; jose's verification runs on WebCrypto, which cost about a fifth of the CPU of an
  // answer save. Only a token that passed full verification is remembered, keyed by its exact text,
  // so a changed byte is a miss; expiry is still checked against the clock on every hit.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  };
  return {
    async sign({ sub, role, orgRole, organizationId, username, sid }) {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ role, orgRole, organizationId, username, ...(sid ? { sid } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token, opts) {
      const hit = verified.get(token);
      if (hit) {
        if (clock().getTime() < hit.expiresAt) return hit.claims;
        verified.delete(token);
      }
      try {
        if (token.length > maxTokenLength || !compactToken.test(token))
          throw new Error('not a compact token');
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        // Our tokens name a user by id. A validly signed token with any other `sub` (a leaked key, an old
        // format) must be a 401, not a database error when the id reaches a uuid column.
        if (typeof payload.sub !== 'string' || !uuidPattern.test(payload.sub))
          throw new Error('sub is not a user id');
        const claims: AccessClaims = {
          sub: String(payload.sub),
          role: payload.role === 'admin' ? 'admin' : 'user',
          orgRole: (orgRoles as readonly unknown[]).includes(payload.orgRole)
            ? (payload.orgRole as OrgRole)
            : null,
          organizationId: typeof payload.organizationId === 'string' ? payload.organizationId : null,
          username: String(payload.username ?? ''),
          // Only a session id of ours is kept; anything else names no session (and the token still
          // had to be signed with the server's key to get here).
          sid: typeof payload.sid === 'string' && uuidPattern.test(payload.sid) ? payload.sid : null,
        };
        if (opts?.remember !== false) remember(token, claims, Number(payload.exp) * 1000);
        return claims;
      } catch (err) {
        if (err instanceof errors.JWTExpired)
          throw new AppError(401, 'TOKEN_EXPIRED', 'The access token has expired');
        throw unauthenticated('The access token is not valid');
      }
    },
  };
}
