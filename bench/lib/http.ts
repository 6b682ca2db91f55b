import http from 'node:http';

export { freePort } from '../../test-support/free-port.ts';

/**
 * The status of one GET, or null when nothing answers yet. node:http rather than fetch: the first
 * fetch() in a process loads undici, and that one-off cost would land inside a timed start-up.
 */
export function getStatus(url: string, timeoutMs = 1000): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? null));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(null));
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
