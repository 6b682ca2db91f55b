/**
 * What the exam-hall benches share: starting the exam-app target with its fixtures, minting access
 * tokens for the fixture users, a keep-alive JSON client that times each request, and percentiles.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { createAccessTokens } from '../../apps/server/src/modules/auth/access-tokens.ts';
import type { ExamReady } from '../targets/exam-app.ts';
import type { LoopReport, LoopRequest } from '../targets/loop-report.ts';
import { firstMessage, spawnNode } from './children.ts';
import type { ExamSetup, ExamSetupResult } from './exam-setup.ts';
import { benchDir, repoRoot } from './paths.ts';
import { appEnv, type Server } from './servers.ts';

/** Fixtures of 100,000 users on PGlite take a while before the server listens. */
const startTimeoutMs = 600_000;
const tokenTtlSeconds = 24 * 3600;

export interface ExamServer extends Server {
  setup: ExamSetupResult;
  /** The JWT key the server was given, so the bench can mint tokens the server accepts. */
  jwtSecret: string;
}

export async function startExamApp(
  label: string,
  database: { dataDir: string } | { url: string },
  setup: ExamSetup,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ExamServer> {
  const jwtSecret = randomBytes(32).toString('hex');
  const proc = spawnNode({
    label,
    args: ['--import', 'tsx', path.join(benchDir, 'targets', 'exam-app.ts')],
    cwd: repoRoot,
    env: {
      ...appEnv(database),
      SEED_CONTENT: 'true',
      JWT_SECRET: jwtSecret,
      ACCESS_TOKEN_TTL_SECONDS: String(tokenTtlSeconds),
      BENCH_EXAM_SETUP: JSON.stringify(setup),
      ...extraEnv,
    },
    ipc: true,
    echo: true,
  });
  const ready = await firstMessage<ExamReady>(proc, startTimeoutMs);
  return { proc, base: `http://127.0.0.1:${ready.port}`, setup: ready.setup, jwtSecret };
}

/**
 * Bearer tokens for fixture users, signed with the server's key exactly as its sign-in does: signing
 * in 5,000 users through the API would cost ~50 ms of argon2 each. The benches still sign one fixture
 * user in through the API and check the minted token answers as that user.
 */
export async function mintTokens(
  server: ExamServer,
  users: readonly { userId: string; username: string }[],
): Promise<string[]> {
  const tokens = createAccessTokens(server.jwtSecret, tokenTtlSeconds, () => new Date());
  return Promise.all(
    users.map((u) =>
      tokens.sign({ sub: u.userId, role: 'user', orgRole: null, organizationId: null, username: u.username }),
    ),
  );
}

export interface Timed<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
  ms: number;
}

/** node:http with a keep-alive pool: what a busy hall's browsers look like from the server's side. */
export class JsonClient {
  readonly agent: http.Agent;
  private readonly url: URL;

  constructor(base: string, maxSockets: number) {
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request<T = unknown>(
    method: string,
    pathname: string,
    body?: unknown,
    token?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Timed<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = { ...extraHeaders };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path: pathname,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.once('end', () => {
            const ms = performance.now() - started;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text === '' ? null : JSON.parse(text);
            } catch {
              // Not JSON: kept as text for the error message.
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed as T, ms });
          });
          res.once('error', reject);
        },
      );
      req.once('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Nearest-rank percentile of unsorted values (p in 0–100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const ms = (x: number) => (Number.isNaN(x) ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));

/** Runs `task(i)` for i in 0..count-1 with at most `concurrency` at once. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await task(i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export const sleep = (msecs: number) => new Promise<void>((resolve) => setTimeout(resolve, msecs));

/** Never print a password that may be in the URL. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Signs a fixture user in through the API and checks a minted token answers /api/me as the same user. */
export async function checkMintedToken(
  server: Pick<ExamServer, 'base' | 'proc'>,
  user: { username: string; userId: string },
  minted: string,
  password: string,
): Promise<void> {
  const client = new JsonClient(server.base, 2);
  try {
    const signin = await client.request<{ user?: { id?: string } }>('POST', '/api/auth/signin', {
      identifier: user.username,
      password,
    });
    if (signin.status !== 200 || signin.body.user?.id !== user.userId)
      throw new Error(`${server.proc.label}: sign-in of ${user.username} answered ${signin.status}`);
    const me = await client.request<{ user?: { id?: string } }>('GET', '/api/me', undefined, minted);
    if (me.status !== 200 || me.body.user?.id !== user.userId)
      throw new Error(`${server.proc.label}: a minted token was refused (${me.status})`);
  } finally {
    client.close();
  }
}

/**
 * Starts a window of the server's event-loop figures (targets/loop-report.ts) now; the returned
 * function ends it and resolves with what the server's thread did in between.
 */
export function loopWindow(server: ExamServer, timeoutMs = 30_000): () => Promise<LoopReport> {
  server.proc.child.send({ type: 'loop', start: true } satisfies LoopRequest);
  return () =>
    new Promise((resolve, reject) => {
      const child = server.proc.child;
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`${server.proc.label} sent no event-loop report within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: unknown) => {
        if ((message as Partial<LoopReport> | null)?.type !== 'loop') return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message as LoopReport);
      };
      child.on('message', onMessage);
      child.send({ type: 'loop' } satisfies LoopRequest);
    });
}
