import { expect } from 'vitest';

export interface Session {
  token: string;
  refreshToken: string;
  user: { id: string; name: string; username: string; role: string };
}

/** A call to the running server's API as a journey's setup makes it; anything but a 2xx fails the test. */
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A new account through the API that has met the first visit's exam question and answered "not now"
 * (docs/first-visit.md), for journeys about something else.
 */
export async function signUpStudent(
  baseUrl: string,
  account: { name: string; username: string; password: string },
): Promise<Session> {
  const made = await apiCall<Session>(baseUrl, '/auth/signup', {
    method: 'POST',
    body: { ...account, email: `${account.username}@example.com` },
  });
  await apiCall(baseUrl, '/me', { method: 'PATCH', token: made.token, body: { targetExam: null } });
  return made;
}
