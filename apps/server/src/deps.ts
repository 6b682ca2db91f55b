import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { createRealtime } from './lib/realtime.ts';
import type { HallCaches } from './modules/attempts/hall-cache.ts';
import type { AccessTokens } from './modules/auth/access-tokens.ts';
import type { PushSender } from './modules/notifications/push.ts';

/** What services need from the running app; built once in buildApp and passed explicitly. */
export interface Deps {
  db: Db;
  config: Config;
  clock: () => Date;
  accessTokens: AccessTokens;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The exam hall's caches (set questions, attempt facts), invalidated on every node. */
  caches: HallCaches;
  /** Web Push to the students' browsers (modules/notifications/push.ts). */
  push: PushSender;
  /** The chat's sockets on every node (lib/realtime.ts; no-ops until the socket server attaches). */
  realtime: ReturnType<typeof createRealtime>;
}
