import { ApiError } from '@/lib/api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One fetch with our headers. A failure to reach the server becomes ApiError NETWORK_ERROR. */
export async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // The server writes generated texts (notifications) in the reader's language: the app's choice,
  // which <html lang> carries, not the browser's own Accept-Language.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language === 'hi' || language === 'en') headers['Accept-Language'] = language;
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;
  try {
    return await fetch(url, init);
  } catch (error) {
    // A cancelled query is not a network problem; let TanStack Query see the abort as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network(error);
  }
}

/** JSON when the body is JSON, the raw text otherwise, undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  return ApiError.fromBody(response.status, await readBody(response));
}
