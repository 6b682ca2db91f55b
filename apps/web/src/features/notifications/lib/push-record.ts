/**
 * The push registration this device made (spec §3): the subscription as sent, when, and its parts.
 * Kept in localStorage under its own key (not a session value: it outlives a sign-out on purpose,
 * so the next sign-in on this phone reuses the same subscription).
 */
export interface PushRecord {
  token: string;
  createdAt: number;
  endpoint: string;
  auth: string;
  p256dh: string;
  scope: string;
  publicKey: string;
}

const KEY = 'pushRecord';
/** Spec §3: a record is refreshed after 7 days. */
export const PUSH_REFRESH_MS = 604_800_000;

/** Valid only when the creation time is a positive number and the six strings are non-empty. */
export function isValidRecord(value: unknown): value is PushRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const strings = ['token', 'endpoint', 'auth', 'p256dh', 'scope', 'publicKey'];
  return (
    typeof r.createdAt === 'number' &&
    Number.isFinite(r.createdAt) &&
    r.createdAt > 0 &&
    strings.every((k) => typeof r[k] === 'string' && (r[k] as string).length > 0)
  );
}

/** What to do with the stored record given the browser's current subscription. */
export function recordDecision(
  stored: unknown,
  current: { endpoint: string; auth: string; p256dh: string; publicKey: string },
  now: number,
): 'reuse' | 'refresh' | 'replace' | 'register' {
  if (!isValidRecord(stored)) return 'register';
  if (stored.endpoint !== current.endpoint || stored.publicKey !== current.publicKey) return 'replace';
  if (stored.auth !== current.auth || stored.p256dh !== current.p256dh) return 'replace';
  return now - stored.createdAt >= PUSH_REFRESH_MS ? 'refresh' : 'reuse';
}

export function readRecord(): unknown {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function writeRecord(record: PushRecord): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full disk: the next visit registers again, which is harmless.
  }
}
