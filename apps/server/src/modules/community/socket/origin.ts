import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../../config.ts';

/**
 * May a socket with these headers connect, as far as its Origin goes? (docs/community-realtime.md)
 *
 * A browser always sends Origin on a websocket handshake, so a present Origin must be ours: the
 * origin of PUBLIC_URL, or the host the request was sent to (the app serves its own web app, so the
 * page and the socket share a host whatever name a deployment uses), or, outside production, any
 * localhost port (Vite's dev server proxies /socket.io with the page's Origin left as it was). An
 * absent Origin is a non-browser client (a test, a benchmark, a native app); it still needs a valid
 * token, and without a browser there is no ambient credential for another site to ride on.
 */
export function originAllowed(
  config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>,
  headers: IncomingHttpHeaders,
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.PUBLIC_URL).origin) return true;
  if (typeof headers.host === 'string' && url.host === headers.host.toLowerCase()) return true;
  return config.NODE_ENV !== 'production' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
