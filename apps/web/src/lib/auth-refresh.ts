import { ApiError } from '@/lib/api-error';
import { readBody, send, toApiError } from '@/lib/http';
import { decodeClaims } from '@/lib/jwt';
import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/session';

/** `ok: false` means the server refused the refresh token: the session is over. */
export type RefreshOutcome = { ok: true; token: string } | { ok: false };

const LOCK_NAME = 'abhyas-auth-refresh';
let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Gets a fresh access token after a 401. `startedWith` is the refresh token stored when the
 * failed request began. Refresh tokens rotate on every use and the server treats a reused one as
 * theft, so two refreshes with the same token would sign the user out: calls in this tab share one
 * promise, and tabs take turns through a Web Lock. Inside the lock, a stored token that differs from
 * `startedWith` means someone else already rotated it, and we simply use the stored access token.
 * Network errors, 429 and 5xx are thrown as ApiError and leave the session alone: a flaky train
 * connection must not sign anyone out.
 */
export function refreshSession(startedWith: string | null): Promise<RefreshOutcome> {
  inFlight ??= withRefreshLock(() => refreshUnlessRotated(startedWith)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, () => task());
}

async function refreshUnlessRotated(startedWith: string | null): Promise<RefreshOutcome> {
  const stored = getRefreshToken();
  if (stored === null) return { ok: false };
  const rotatedElsewhere = rotatedAccessToken(stored, startedWith);
  if (rotatedElsewhere) return { ok: true, token: rotatedElsewhere };

  // The contract (and zod with it) loads only when a session is refreshed, not with every page: it
  // is fetched while the request is in flight, and a failure to fetch it counts as a network error.
  const schema = import('@/lib/refresh-contract').then(
    (contract) => contract.refreshResponseSchema,
    (cause: unknown) => Promise.reject(ApiError.network(cause)),
  );
  schema.catch(() => undefined); // awaited below only when the server answers 2xx
  const response = await send('POST', '/api/auth/refresh', { refreshToken: stored }, null);
  if (response.ok) {
    const parsed = (await schema).safeParse(await readBody(response));
    if (!parsed.success) {
      throw new ApiError({ status: response.status, code: 'INTERNAL', message: 'Malformed refresh answer' });
    }
    saveTokens(parsed.data);
    return { ok: true, token: parsed.data.token };
  }
  if (response.status === 429 || response.status >= 500) throw await toApiError(response);
  // Without Web Locks another tab may have rotated the token while ours was in flight.
  const rotatedMeanwhile = rotatedAccessToken(getRefreshToken(), stored);
  return rotatedMeanwhile ? { ok: true, token: rotatedMeanwhile } : { ok: false };
}

/**
 * The access token another tab stored when it rotated the refresh token, unless it has (nearly)
 * expired by now: a tab that waited its turn behind a slow refresh would otherwise retry with a
 * dead token, be refused and sign every tab out. Refreshing again is safe: inside the lock the
 * stored refresh token is the current one, so it is not a reuse.
 */
function rotatedAccessToken(current: string | null, previous: string | null): string | null {
  if (current === null || current === previous) return null;
  const token = getAccessToken();
  if (token === null) return null;
  const expiresAt = decodeClaims(token)?.exp;
  const stillFresh = typeof expiresAt !== 'number' || expiresAt * 1000 > Date.now() + FRESH_MARGIN_MS;
  return stillFresh ? token : null;
}

/** Time for the retried request to reach the server before the borrowed token expires. */
const FRESH_MARGIN_MS = 1_000;
