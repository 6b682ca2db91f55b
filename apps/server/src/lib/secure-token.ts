import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: refresh tokens and reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as this hash, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
