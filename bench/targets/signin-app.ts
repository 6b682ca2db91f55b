import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { rowsOf } from '../../apps/server/src/lib/sql-rows.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';

/**
 * The real server as main.ts builds it, for the credential-stuffing bench (issue 22, scenario 17).
 * Before it listens it writes BENCH_SIGNIN_SETUP's accounts straight into the database, all with one
 * argon2id hash of one password computed once by the server's own `hashPassword` (signing 1,000
 * people up through the API would spend a minute in argon2 and, past 20 from one address, meet the
 * sign-up limit). Reports `{ port, setupMs, limits }` over IPC, then answers `{ type: 'hash' }` with
 * the password hash stored for a username, read from the database.
 */
export interface SigninSetup {
  /** Usernames `${prefix}1` … `${prefix}${count}`, emails `${prefix}N@bench.abhyas.local`. */
  prefix: string;
  count: number;
  password: string;
}

/** The limits the server runs with, as its config parsed them. */
export interface SigninLimits {
  enabled: boolean;
  trustProxy: boolean;
  windowMinutes: number;
  perIp: number;
  perAccount: number;
  slowdownAfter: number;
  slowdownMaxSeconds: number;
  redis: boolean;
}

export interface SigninReady {
  type: 'ready';
  port: number;
  setupMs: number;
  limits: SigninLimits;
}

export interface HashRequest {
  type: 'hash';
  username: string;
}

export interface HashAnswer {
  type: 'hash';
  username: string;
  hash: string | null;
}

const config = loadConfig(process.env);
const app = await buildApp(config);
const setup = JSON.parse(
  process.env.BENCH_SIGNIN_SETUP ?? '{"prefix":"cs_","count":0,"password":""}',
) as SigninSetup;
const started = performance.now();
if (setup.count > 0) {
  const hash = await hashPassword(setup.password);
  await app.deps.db.execute(sql`
    insert into users (name, username, email, password_hash)
    select 'Bench ' || ${setup.prefix} || g, ${setup.prefix} || g,
      ${setup.prefix} || g || '@bench.abhyas.local', ${hash}
    from generate_series(1, ${setup.count}::int) g`);
}
const setupMs = performance.now() - started;

process.on('message', (message: unknown) => {
  const m = message as Partial<HashRequest> | null;
  if (m?.type !== 'hash' || typeof m.username !== 'string') return;
  const username = m.username;
  void app.deps.db
    .execute(sql`select password_hash from users where username = ${username}`)
    .then((result) => {
      const [row] = rowsOf<{ password_hash: string }>(result);
      const answer: HashAnswer = { type: 'hash', username, hash: row?.password_hash ?? null };
      process.send?.(answer);
    });
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
const ready: SigninReady = {
  type: 'ready',
  port: address.port,
  setupMs,
  limits: {
    enabled: config.RATE_LIMIT_ENABLED,
    trustProxy: config.TRUST_PROXY,
    windowMinutes: config.RATE_LIMIT_WINDOW_MINUTES,
    perIp: config.RATE_LIMIT_SIGNIN_PER_IP,
    perAccount: config.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
    slowdownAfter: config.RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER,
    slowdownMaxSeconds: config.RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_SECONDS,
    redis: config.REDIS_URL !== undefined,
  },
};
if (process.send) process.send(ready);
else console.log(`listening on ${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
