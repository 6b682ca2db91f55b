import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, error: Record<string, unknown>): Response {
  return jsonResponse(status, { error: { message: 'server message', ...error } });
}

/** Replaces fetch at the boundary; every call is recorded in a readable form. */
export function mockFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (url: string) => calls.filter((c) => c.url === url) };
}

/** A fake access token whose payload carries the claims the app reads. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const testUser = {
  id: 'u_1',
  name: 'Asha Verma',
  username: 'asha',
  email: 'asha@example.com',
  role: 'user',
  orgRole: null,
  organizationId: null,
  language: null,
  // Already asked (and skipped), so a test signing in lands where it did before the exam step.
  targetExam: null,
  targetExamAskedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;
