/**
 * Typed access to the values the app keeps in localStorage (spec §3 names them).
 * Every read and write goes through here so a key can never be misspelt and so sign-out
 * knows exactly what to clear.
 */

/** Values that belong to one signed-in person; sign-out removes all of them. */
export const sessionKeys = [
  'token',
  'refreshToken',
  'role',
  'userId',
  'userName',
  'username',
  'orgRole',
  'organizationId',
  'subjects',
  'userReport',
  'currentStreak',
  'maxStreak',
  'bookmarkedProblems',
  'selectedSubscription',
  'showPotdDialog',
] as const;

/** Preferences of the device, not of the person: kept across sign-out (docs/web-session.md). */
export const preferenceKeys = ['selectedLanguage', 'sidebarOpen'] as const;

export type SessionKey = (typeof sessionKeys)[number];
export type PreferenceKey = (typeof preferenceKeys)[number];
export type StorageKey = SessionKey | PreferenceKey;

/** `key` is null when every value may have changed (another tab called localStorage.clear()). */
type ChangeListener = (key: StorageKey | null) => void;
const listeners = new Set<ChangeListener>();

const knownKeys = new Set<string>([...sessionKeys, ...preferenceKeys]);
function isStorageKey(key: string): key is StorageKey {
  return knownKeys.has(key);
}

// localStorage throws in some private modes and when the quota is full; the app must keep
// working (signed out at worst) rather than crash on a cheap phone.
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when `value` is null. Listeners hear only real changes. */
export function writeItem(key: StorageKey, value: string | null): void {
  if (readItem(key) === value) return;
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    return;
  }
  notify(key);
}

export function clearSessionValues(): void {
  for (const key of sessionKeys) writeItem(key, null);
}

function notify(key: StorageKey | null): void {
  for (const listener of listeners) listener(key);
}

/** Hears writes made in this tab and, through the `storage` event, in other tabs. */
export function onStorageChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) notify(null);
    else if (isStorageKey(event.key)) notify(event.key);
  });
}
