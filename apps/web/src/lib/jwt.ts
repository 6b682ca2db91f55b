import type { AccessClaims } from '@abhyas/core';

/**
 * Reads the claims of an access token WITHOUT verifying it: the server verifies every call;
 * the client only uses claims to decide what to show (role gates, username).
 */
export function decodeClaims(token: string): (Partial<AccessClaims> & { exp?: number }) | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}
