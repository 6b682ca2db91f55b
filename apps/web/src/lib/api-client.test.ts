import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDelete, apiGet, apiPost, buildUrl } from '@/lib/api-client';
import { registerNavigate } from '@/lib/navigation';
import { preferenceKeys, readItem, sessionKeys, writeItem } from '@/lib/storage';
import { errorResponse, fakeJwt, jsonResponse, mockFetch } from '@/test/fetch-mock';

const T0 = 'access-0';
const R0 = 'refresh-0';
const T1 = fakeJwt({
  sub: 'u_1',
  role: 'admin',
  orgRole: 'member',
  organizationId: 'org_9',
  username: 'asha',
});
const R1 = 'refresh-1';

const navigate = vi.fn();
let unregister: () => void;

beforeEach(() => {
  navigate.mockReset();
  unregister = registerNavigate(navigate);
});
afterEach(() => unregister());

function seedEverySpecKey() {
  for (const key of sessionKeys) writeItem(key, `${key}-value`);
  writeItem('token', T0);
  writeItem('refreshToken', R0);
  writeItem('selectedLanguage', 'en');
  writeItem('sidebarOpen', 'false');
}

function expectSessionCleared() {
  for (const key of sessionKeys) expect(readItem(key), key).toBeNull();
  expect(readItem('selectedLanguage')).toBe('en');
  expect(readItem('sidebarOpen')).toBe('false');
  expect(navigate).toHaveBeenCalledWith('/signin', expect.objectContaining({ replace: true }));
}

const bearer = (call: { headers: Record<string, string> }) => call.headers.authorization;

describe('building requests', () => {
  it('adds page and limit and URL-encodes every query value, skipping undefined', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { data: [], meta: {} }));
    await apiGet('/questions', {
      query: { subject: 'सामान्य ज्ञान', search: 'a&b=c d/e', tag: undefined, empty: null, hard: true },
      page: 2,
      limit: 25,
    });
    expect(calls[0]?.url).toBe(
      '/api/questions?subject=%E0%A4%B8%E0%A4%BE%E0%A4%AE%E0%A4%BE%E0%A4%A8%E0%A5%8D%E0%A4%AF%20%E0%A4%9C%E0%A5%8D%E0%A4%9E%E0%A4%BE%E0%A4%A8&search=a%26b%3Dc%20d%2Fe&hard=true&page=2&limit=25',
    );
  });

  it('leaves page and limit out when not given', () => {
    expect(buildUrl('/exams')).toBe('/api/exams');
    expect(buildUrl('/exams', { query: { lang: 'hi' } })).toBe('/api/exams?lang=hi');
  });

  it('sends JSON with the stored bearer token', async () => {
    writeItem('token', T0);
    const { calls } = mockFetch(() => jsonResponse(201, { id: 'n1' }));
    const answer = await apiPost<{ id: string }>('/notes', { title: 'इतिहास' });
    expect(answer).toEqual({ id: 'n1' });
    expect(calls[0]).toMatchObject({ url: '/api/notes', method: 'POST', body: { title: 'इतिहास' } });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(bearer(calls[0]!)).toBe(`Bearer ${T0}`);
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await apiGet('/exams');
    expect(bearer(calls[0]!)).toBeUndefined();
  });

  it("names the app's language, not the browser's, so the server writes notices in it", async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    document.documentElement.lang = 'en';
    await apiGet('/notifications');
    document.documentElement.lang = 'hi';
    await apiGet('/notifications');
    expect(calls.map((c) => c.headers['accept-language'])).toEqual(['en', 'hi']);
  });
});

describe('errors', () => {
  it('throws an ApiError carrying the error body', async () => {
    const body = { error: { code: 'USERNAME_TAKEN', message: 'taken', field: 'username' } };
    mockFetch(() => jsonResponse(409, body));
    const error = await apiPost('/groups', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'USERNAME_TAKEN', field: 'username', body });
  });

  it('keeps rule and retryAfterSeconds', async () => {
    mockFetch(() =>
      errorResponse(429, { code: 'RATE_LIMITED', retryAfterSeconds: 90, rule: 'validation.required' }),
    );
    await expect(apiGet('/exams')).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 90 });
  });

  it('turns a non-JSON failure into INTERNAL "HTTP error! status: N"', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiDelete('/notes/1')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'HTTP error! status: 502',
      body: '<html>Bad gateway</html>',
    });
  });

  it('turns an unreachable server into NETWORK_ERROR', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/exams')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('silent refresh', () => {
  it('refreshes once on a 401, stores the rotated tokens and retries with the new token', async () => {
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    const { calls, callsTo } = mockFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return jsonResponse(200, { token: T1, refreshToken: R1 });
      return headers.authorization === `Bearer ${T1}`
        ? jsonResponse(200, { user: { id: 'u_1' } })
        : errorResponse(401, { code: 'TOKEN_EXPIRED' });
    });

    await expect(apiGet('/me')).resolves.toEqual({ user: { id: 'u_1' } });

    expect(calls.map((c) => c.url)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
    expect(callsTo('/api/auth/refresh')[0]?.body).toEqual({ refreshToken: R0 });
    expect(bearer(callsTo('/api/auth/refresh')[0]!)).toBeUndefined();
    expect(bearer(calls[2]!)).toBe(`Bearer ${T1}`);
    expect(readItem('token')).toBe(T1);
    expect(readItem('refreshToken')).toBe(R1);
    // Claims of the new token update the stored role information.
    expect(readItem('role')).toBe('admin');
    expect(readItem('organizationId')).toBe('org_9');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    let refreshes = 0;
    const { callsTo } = mockFetch(async ({ url, headers }) => {
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(200, { token: T1, refreshToken: R1 });
      }
      return headers.authorization === `Bearer ${T1}`
        ? jsonResponse(200, { url })
        : errorResponse(401, { code: 'TOKEN_EXPIRED' });
    });

    const answers = await Promise.all([apiGet('/me'), apiGet('/exams'), apiPost('/notes', {})]);

    expect(answers).toEqual([{ url: '/api/me' }, { url: '/api/exams' }, { url: '/api/notes' }]);
    expect(refreshes).toBe(1);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('uses the token another tab already rotated instead of refreshing again (Web Lock)', async () => {
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    // The lock is held by another tab, which rotates the tokens before handing it over.
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      writeItem('token', T1);
      writeItem('refreshToken', R1);
      return callback();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { calls, callsTo } = mockFetch(({ headers }) =>
      headers.authorization === `Bearer ${T1}`
        ? jsonResponse(200, { ok: true })
        : errorResponse(401, { code: 'TOKEN_EXPIRED' }),
    );

    await expect(apiGet('/me')).resolves.toEqual({ ok: true });

    expect(request).toHaveBeenCalledWith('abhyas-auth-refresh', expect.any(Function));
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(bearer(calls[1]!)).toBe(`Bearer ${T1}`);
    expect(readItem('refreshToken')).toBe(R1);
  });

  it('refreshes with the rotated token when the access token another tab stored has expired meanwhile', async () => {
    // A slow refresh in another tab: by the time this tab has the lock, the borrowed access token
    // is dead. Retrying with it would be refused and sign every tab out.
    const expired = fakeJwt({ sub: 'u_1', exp: Math.floor(Date.now() / 1000) - 1 });
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      writeItem('token', expired);
      writeItem('refreshToken', R1);
      return callback();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { calls, callsTo } = mockFetch(({ url, headers, body }) => {
      if (url === '/api/auth/refresh') {
        return (body as { refreshToken: string }).refreshToken === R1
          ? jsonResponse(200, { token: T1, refreshToken: 'refresh-2' })
          : errorResponse(401, { code: 'TOKEN_REUSED' });
      }
      return headers.authorization === `Bearer ${T1}`
        ? jsonResponse(200, { ok: true })
        : errorResponse(401, { code: 'TOKEN_EXPIRED' });
    });

    await expect(apiGet('/me')).resolves.toEqual({ ok: true });

    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(bearer(calls.at(-1)!)).toBe(`Bearer ${T1}`);
    expect(readItem('refreshToken')).toBe('refresh-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes inside the Web Lock when nobody rotated the token', async () => {
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { callsTo } = mockFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return jsonResponse(200, { token: T1, refreshToken: R1 });
      return headers.authorization === `Bearer ${T1}`
        ? jsonResponse(200, {})
        : errorResponse(401, { code: 'TOKEN_EXPIRED' });
    });

    await apiGet('/me');

    expect(request).toHaveBeenCalledTimes(1);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the session (keeping device preferences) and goes to /signin when refresh fails', async () => {
    seedEverySpecKey();
    const { callsTo } = mockFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? errorResponse(401, { code: 'INVALID_REFRESH_TOKEN' })
        : errorResponse(401, { code: 'TOKEN_EXPIRED' }),
    );

    await expect(apiGet('/me')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });

    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('/api/me')).toHaveLength(1);
    expectSessionCleared();
  });

  it('clears the session when the retry is still refused', async () => {
    seedEverySpecKey();
    mockFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, { token: T1, refreshToken: R1 })
        : errorResponse(401, { code: 'UNAUTHENTICATED' }),
    );
    await expect(apiGet('/me')).rejects.toBeInstanceOf(ApiError);
    expectSessionCleared();
  });

  it('clears the session on a 401 without a refresh token, without trying to refresh', async () => {
    writeItem('token', T0);
    writeItem('selectedLanguage', 'en');
    writeItem('sidebarOpen', 'false');
    const { callsTo } = mockFetch(() => errorResponse(401, { code: 'UNAUTHENTICATED' }));
    await expect(apiGet('/me')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expectSessionCleared();
  });

  it('clears the session on a 403', async () => {
    seedEverySpecKey();
    const { callsTo } = mockFetch(() => errorResponse(403, { code: 'FORBIDDEN' }));
    await expect(apiGet('/admin/users')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expectSessionCleared();
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    mockFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : errorResponse(401, { code: 'TOKEN_EXPIRED' }),
    );
    await expect(apiGet('/me')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(readItem('token')).toBe(T0);
    expect(readItem('refreshToken')).toBe(R0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['/auth/signin', 'INVALID_CREDENTIALS'],
    ['/auth/signup', 'UNAUTHENTICATED'],
    ['/auth/reset-password', 'INVALID_RESET_TOKEN'],
    ['/auth/forgot-password', 'UNAUTHENTICATED'],
  ])('does not refresh or clear the session on a 401 from %s', async (path, code) => {
    writeItem('token', T0);
    writeItem('refreshToken', R0);
    const { calls } = mockFetch(() => errorResponse(401, { code }));
    await expect(apiPost(path, {})).rejects.toMatchObject({ status: 401, code });
    expect(calls).toHaveLength(1);
    expect(bearer(calls[0]!)).toBeUndefined();
    expect(readItem('token')).toBe(T0);
    expect(readItem('refreshToken')).toBe(R0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('storage keys', () => {
  it('knows every session value the spec names, plus the two device preferences', () => {
    expect([...sessionKeys, ...preferenceKeys].sort()).toEqual(
      [
        'token',
        'refreshToken',
        'role',
        'subjects',
        'sidebarOpen',
        'userId',
        'userName',
        'username',
        'userReport',
        'currentStreak',
        'maxStreak',
        'bookmarkedProblems',
        'selectedSubscription',
        'selectedLanguage',
        'showPotdDialog',
        'orgRole',
        'organizationId',
      ].sort(),
    );
  });
});
