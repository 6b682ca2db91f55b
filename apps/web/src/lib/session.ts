import type { AuthResponse, RefreshResponse, User } from '@abhyas/core';
import { useSyncExternalStore } from 'react';
import { decodeClaims } from '@/lib/jwt';
import { navigateTo } from '@/lib/navigation';
import { clearSessionValues, onStorageChange, readItem, type StorageKey, writeItem } from '@/lib/storage';

/** Where the sign-in page reads why the user was sent there (router location state). */
export type SigninNotice = 'sessionExpired' | 'passwordReset';

export function getAccessToken(): string | null {
  return readItem('token');
}

export function getRefreshToken(): string | null {
  return readItem('refreshToken');
}

export function saveUser(user: User): void {
  writeItem('userId', user.id);
  writeItem('userName', user.name);
  writeItem('username', user.username);
  writeItem('role', user.role);
  writeItem('orgRole', user.orgRole);
  writeItem('organizationId', user.organizationId);
}

/** After sign-in or sign-up. The token is written last: listeners treat it as "signed in". */
export function saveSession(auth: AuthResponse): void {
  writeItem('refreshToken', auth.refreshToken);
  saveUser(auth.user);
  writeItem('token', auth.token);
}

/** After a refresh: the refresh token rotates on every use, and claims may have changed since. */
export function saveTokens(tokens: RefreshResponse): void {
  writeItem('refreshToken', tokens.refreshToken);
  const claims = decodeClaims(tokens.token);
  if (claims?.role) writeItem('role', claims.role);
  if (claims && 'orgRole' in claims) writeItem('orgRole', claims.orgRole ?? null);
  if (claims && 'organizationId' in claims) writeItem('organizationId', claims.organizationId ?? null);
  if (claims?.username) writeItem('username', claims.username);
  writeItem('token', tokens.token);
}

export function clearSession(): void {
  clearSessionValues();
}

/** The session is no longer valid (401/403 that refresh could not cure): forget it, go sign in. */
export function expireSession(): void {
  clearSession();
  navigateTo('/signin', { notice: 'sessionExpired' satisfies SigninNotice });
}

/** Another tab signed out (its `token` disappeared): follow it instead of failing on the next call. */
export function onSignedOutElsewhere(callback: () => void): () => void {
  const handler = (event: StorageEvent) => {
    const tokenRemoved = event.key === 'token' && event.oldValue !== null && event.newValue === null;
    const storageWiped = event.key === null && getAccessToken() === null;
    if (tokenRemoved || storageWiped) callback();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** Re-renders when `key` changes in this tab or another one. */
export function useStoredValue(key: StorageKey): string | null {
  return useSyncExternalStore(
    (callback) => onStorageChange((changed) => (changed === null || changed === key) && callback()),
    () => readItem(key),
    () => null,
  );
}

export function useIsSignedIn(): boolean {
  return useStoredValue('token') !== null;
}
