import http from 'node:http';
import net from 'node:net';

/** A port nothing listens on now. Racy in theory; for a child told its PORT by env, good enough. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      server.close(() => resolve(address.port));
    });
  });
}

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
