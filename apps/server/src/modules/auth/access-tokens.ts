import { createSecretKey } from 'node:crypto';
import type { AccessClaims } from '@abhyas/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError, unauthenticated } from '../../lib/app-error.ts';

export const TOKEN_ISSUER = 'abhyas-api';
export const TOKEN_AUDIENCE = 'abhyas-web';

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** Throws 401 TOKEN_EXPIRED for an expired token (the client refreshes) and 401 UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<AccessClaims>;
}

/** HS256 only: the algorithm is pinned so a token cannot choose `none` or another key type. */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: () => Date): AccessTokens {
  // A KeyObject made once: given raw bytes, jose re-imports the key on every sign and verify,
  // which the /api/me benchmark measured at about half of the verification cost.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign({ sub, role, orgRole, organizationId, username }) {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ role, orgRole, organizationId, username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return {
          sub: String(payload.sub),
          role: payload.role === 'admin' ? 'admin' : 'user',
          orgRole: payload.orgRole === 'admin' || payload.orgRole === 'member' ? payload.orgRole : null,
          organizationId: typeof payload.organizationId === 'string' ? payload.organizationId : null,
          username: String(payload.username ?? ''),
        };
      } catch (err) {
        if (err instanceof errors.JWTExpired)
          throw new AppError(401, 'TOKEN_EXPIRED', 'The access token has expired');
        throw unauthenticated('The access token is not valid');
      }
    },
  };
}
