import { ApiError, isAuthFailure } from '@/lib/api-error';
import { refreshSession } from '@/lib/auth-refresh';
import { type HttpMethod, readBody, send, toApiError } from '@/lib/http';
import { expireSession, getAccessToken, getRefreshToken } from '@/lib/session';

export { ApiError } from '@/lib/api-error';

/** Same origin: the server serves the app and the API; the dev server proxies /api. */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface GetOptions extends RequestOptions {
  query?: Query;
  /** 1-based; added to the query only when given. */
  page?: number;
  limit?: number;
}

/** `path` is relative to /api, e.g. `/me`. Undefined and null query values are left out. */
export function buildUrl(path: string, options: Pick<GetOptions, 'query' | 'page' | 'limit'> = {}): string {
  const pairs: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (key === 'page' || key === 'limit') continue;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value as QueryValue);
  }
  add('page', options.page ?? (options.query?.page as QueryValue));
  add('limit', options.limit ?? (options.query?.limit as QueryValue));
  return `${API_BASE}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

/**
 * Auth endpoints answer 401 for a wrong password or a dead reset link: that is shown in the form,
 * never a reason to refresh or to end the session. They need no bearer either.
 */
function isAuthEndpoint(path: string): boolean {
  return path.startsWith('/auth/');
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: GetOptions = {},
  read: (response: Response) => Promise<T> = parse,
): Promise<T> {
  const url = buildUrl(path, options);
  if (isAuthEndpoint(path)) return read(await send(method, url, body, null, options.signal));

  const startedWith = getRefreshToken();
  let response = await send(method, url, body, getAccessToken(), options.signal);
  if (response.status === 401 && getRefreshToken() !== null) {
    const outcome = await refreshSession(startedWith);
    if (!outcome.ok) {
      const error = await toApiError(response);
      expireSession();
      throw error;
    }
    response = await send(method, url, body, outcome.token, options.signal);
  }
  if (isAuthFailure(response.status)) {
    const error = await toApiError(response);
    expireSession();
    throw error;
  }
  return read(response);
}

async function parse<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  // The caller states the type; endpoint files validate with the core schemas where it matters.
  return (await readBody(response)) as T;
}

export function apiGet<T>(path: string, options?: GetOptions): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

/** A file the API makes (a PDF), with the same sign-in and refresh handling as every other call. */
export function apiGetBlob(path: string, options?: GetOptions): Promise<Blob> {
  return request<Blob>('GET', path, undefined, options, async (response) => {
    if (!response.ok) throw await toApiError(response);
    return response.blob();
  });
}

export function apiPost<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function apiPut<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function apiPatch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PATCH', path, body, options);
}

export function apiDelete<T>(path: string, options?: RequestOptions & { body?: unknown }): Promise<T> {
  return request<T>('DELETE', path, options?.body, options);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
