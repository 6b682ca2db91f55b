import { API_BASE } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { refreshSession } from '@/lib/auth-refresh';
import { send, toApiError } from '@/lib/http';
import { getAccessToken, getRefreshToken } from '@/lib/session';

/**
 * Downloads an admin file (template or export). A plain link cannot carry the bearer token, so the
 * file is fetched and handed to the browser as a blob.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = `${API_BASE}${path}`;
  const startedWith = getRefreshToken();
  let response = await send('GET', url, undefined, getAccessToken());
  if (response.status === 401 && startedWith) {
    const outcome = await refreshSession(startedWith);
    if (outcome.ok) response = await send('GET', url, undefined, outcome.token);
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob().catch((cause: unknown) => {
    throw ApiError.network(cause);
  });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export const templatePath = (format: 'csv' | 'xlsx') => `/admin/content/templates/${format}`;
export const exportPath = (setId: string, format: 'csv' | 'xlsx' | 'json') =>
  `/admin/content/sets/${setId}/export?format=${format}`;
