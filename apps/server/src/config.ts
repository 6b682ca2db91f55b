import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .or(z.boolean());
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/**
 * Every environment variable the server reads, with its default. Parsed once at start;
 * README.md's table is the user-facing copy of this list.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Where the embedded database (PGlite) keeps its files. Relative paths resolve from the repository root. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Where the embedded database's template is kept (db/template.ts): a first start copies it instead
   * of creating, migrating and loading the content anew. Relative paths resolve from the repository
   * root; an empty value turns it off.
   */
  DB_TEMPLATE_DIR: z.string().default('./node_modules/.cache/abhyas/pglite-template'),
  /** postgres://… switches from the embedded database to a PostgreSQL pool. */
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** redis://… shares rate limits (and later socket.io rooms and caches) across API nodes. */
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default('abhyas:'),
  /** HS256 key for access tokens. Unset: one is generated and kept in the database, shared by every node. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** A refresh token presented again within this many seconds of its rotation is a second tab, not a thief. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(20),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
  /** The address users reach the web app at; used in links inside emails. */
  PUBLIC_URL: z.url().optional(),
  /** smtp://user:pass@host:port or smtps://…; unset keeps mail in the local outbox table and the log. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Abhyas <no-reply@abhyas.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_ENABLED: bool.default(true),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Failed sign-ins per account from one address (the owner's other devices are not affected). */
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per account from all addresses before each attempt must wait (1 s, doubling). */
  RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_FORGOT_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_FORGOT_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  /** Create the demo organisation and accounts on start (idempotent). */
  SEED_DEMO: bool.default(true),
  SEED_CONTENT: bool.default(true),
  /** Seconds between sweeps that finalise attempts whose deadline has passed; 0 turns the sweeper off. */
  ATTEMPT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Web Push keys (base64url, `npx web-push generate-vapid-keys`). Unset: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who push services may contact about our pushes (mailto: or https:). */
  VAPID_SUBJECT: z.string().default('mailto:support@abhyas.app'),
  /**
   * Tests only: accept push endpoints on http:// and on local addresses (a push service run inside
   * the test). Off, an endpoint must be https:// on a public host name, so a subscription cannot make
   * the server call into its own network.
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: bool.default(false),
  /**
   * Tests only: the server's clock runs this many milliseconds ahead of the machine's, so a browser
   * journey can restart the server past a test's deadline (issue 22, scenario 3). Refused in production.
   */
  CLOCK_OFFSET_MS: z.coerce
    .number()
    .int()
    .min(-366 * 86_400_000)
    .max(366 * 86_400_000)
    .default(0),
  /** Minutes between checks for the day's notices (the Problem of the Day, streak reminders); 0 turns them off. */
  DAILY_NOTICES_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  /** The built web app served at / with an SPA fallback. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string; DATA_DIR: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.CLOCK_OFFSET_MS !== 0)
    throw new Error(
      'Invalid configuration:\n  CLOCK_OFFSET_MS: a moved clock is for tests only, not production',
    );
  return {
    ...c,
    DATA_DIR: path.resolve(repoRoot, c.DATA_DIR),
    DB_TEMPLATE_DIR: c.DB_TEMPLATE_DIR.trim() === '' ? '' : path.resolve(repoRoot, c.DB_TEMPLATE_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
