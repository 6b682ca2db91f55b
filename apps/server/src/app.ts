import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { Deps } from './deps.ts';
import { loadOrCreateJwtSecret, loadOrCreateVapidKeys } from './lib/app-secrets.ts';
import { createMailer } from './lib/mailer.ts';
import { createRealtime } from './lib/realtime.ts';
import { prettyLogs } from './log-transport.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createHallCaches } from './modules/attempts/hall-cache.ts';
import { attemptsAdminRoutes, attemptsRoutes } from './modules/attempts/routes.ts';
import { startSweeper } from './modules/attempts/sweeper.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { batchTestsRoutes } from './modules/batch-tests/routes.ts';
import { batchesRoutes, invitesRoutes } from './modules/batches/routes.ts';
import { communityMessageRoutes } from './modules/community/message-routes.ts';
import { communityRemovalRoutes } from './modules/community/removal-routes.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { startChatServer } from './modules/community/socket/chat-server.ts';
import { currentAffairsAdminRoutes, currentAffairsRoutes } from './modules/current-affairs/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { examsRoutes } from './modules/exams/routes.ts';
import { feedbackAdminRoutes, feedbackRoutes } from './modules/feedback/routes.ts';
import { flashcardsRoutes } from './modules/flashcards/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { instituteDashboardsRoutes, reportCardsRoutes } from './modules/institute-dashboards/routes.ts';
import { globalBoardsRoutes, leaderboardsRoutes } from './modules/leaderboards/routes.ts';
import { learningStyleRoutes } from './modules/learning-style/routes.ts';
import { liveTestsAdminRoutes, liveTestsOrgRoutes, liveTestsRoutes } from './modules/live-tests/routes.ts';
import { startLiveTicker } from './modules/live-tests/services/ticker.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { createPushSender } from './modules/notifications/push.ts';
import {
  notificationsRoutes,
  organisationNotificationsRoutes,
  pushRoutes,
} from './modules/notifications/routes.ts';
import { organisationsAdminRoutes } from './modules/organisations/admin-routes.ts';
import { organisationRequestsRoutes } from './modules/organisations/request-routes.ts';
import { organisationsRoutes } from './modules/organisations/routes.ts';
import { plansRoutes } from './modules/plans/routes.ts';
import { startDailyNotices } from './modules/potd/daily-notices.ts';
import { potdRoutes, potdUserRoutes } from './modules/potd/routes.ts';
import { questionBankRoutes } from './modules/questions/bank-routes.ts';
import { questionReportsAdminRoutes, questionReportsRoutes } from './modules/questions/report-routes.ts';
import { questionsAdminRoutes } from './modules/questions/routes.ts';
import { quizzesRoutes } from './modules/quizzes/routes.ts';
import { studyTimerRoutes } from './modules/study-timer/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { docsPlugin } from './plugins/docs.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { writeLimitsPlugin } from './plugins/write-limits.ts';

export interface BuildOptions {
  /** An open, migrated database (tests). Absent: opened from config, migrated, and closed with the app. */
  database?: Database;
  clock?: () => Date;
  /** Where log lines go (tests read them); default stdout. */
  logStream?: Writable;
}

export type App = FastifyInstance & { deps: Deps; database: Database };

const requestIdPattern = /^[\w.-]{1,64}$/;

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      // Readable lines for a developer at a terminal; JSON lines everywhere else (files, collectors).
      ...(!opts.logStream && process.stdout.isTTY && config.NODE_ENV !== 'production' ? prettyLogs() : {}),
      // Belt and braces: request bodies are never logged, and these paths would hold secrets if they were.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refreshToken'],
        censor: '[redacted]',
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // The router's own refusals (bad percent-encoding, an over-long path parameter) and broken HTTP
    // get the API's error shape too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Graceful shutdown: requests in flight finish, and their keep-alive sockets must not hold the
  // server open afterwards, so answers sent while closing ask the client to close the connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await openDatabase(config, (err) =>
      app.log.warn({ err: err.message }, 'database connection lost; reconnecting'),
    ));
  if (ownsDatabase) await database.migrate();
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  // ioredis reconnects by itself; without a listener an outage is an "Unhandled error event" on
  // stderr for every retry. Log it once per state change instead (rate limits fail open meanwhile).
  let redisDown = false;
  redis?.on('error', (err) => {
    if (!redisDown) app.log.warn({ err: err.message }, 'redis unavailable; retrying');
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) app.log.info('redis reachable again');
    redisDown = false;
  });
  const clock = opts.clock ?? (() => new Date());
  const deps: Deps = {
    db: database.db,
    config,
    clock,
    log: app.log,
    accessTokens: createAccessTokens(
      config.JWT_SECRET ?? (await loadOrCreateJwtSecret(database.db)),
      config.ACCESS_TOKEN_TTL_SECONDS,
      clock,
    ),
    mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    push: createPushSender({
      db: database.db,
      keys:
        config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
          ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
          : await loadOrCreateVapidKeys(database.db),
      subject: config.VAPID_SUBJECT,
      clock,
      log: app.log,
    }),
    realtime: createRealtime(),
    caches: await createHallCaches({
      clock,
      log: app.log,
      ...(redis ? { redis } : {}),
      channel: `${config.REDIS_KEY_PREFIX}hall-cache`,
    }),
  };
  app.decorate('deps', deps);
  app.decorate('database', database);
  // The chat's sockets share the app's HTTP server: app.listen serves both, app.inject never reaches
  // them. Closed before the server, so open websockets do not hold the close (docs/community-realtime.md).
  const chat = startChatServer(app.server, deps);
  app.addHook('preClose', async () => {
    await chat.close();
  });

  // Finalises attempts whose time ran out while their browsers were closed (stopped before closing).
  let stopSweeper = async () => {};
  let stopDailyNotices = () => {};
  let stopLiveTicker = async () => {};
  app.addHook('onReady', async () => {
    stopSweeper = startSweeper(deps, config.ATTEMPT_SWEEP_SECONDS);
    stopDailyNotices = startDailyNotices(deps, config.DAILY_NOTICES_MINUTES);
    // Live tests' reminders and publication tick with the sweeper (docs/live-tests.md).
    stopLiveTicker = startLiveTicker(deps, config.ATTEMPT_SWEEP_SECONDS);
  });
  app.addHook('preClose', async () => {
    stopDailyNotices();
    // Each waits for a pass under way: closing the database under a publication logged "Cannot use
    // a pool after calling end on the pool" and left its batch to the next start.
    await Promise.all([stopSweeper(), stopLiveTicker()]);
  });

  app.addHook('onClose', async () => {
    await deps.mailer.drain();
    deps.mailer.close();
    await deps.caches.close();
    if (redis) await redis.quit().catch(() => undefined);
    if (ownsDatabase) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitsPlugin, { config, clock, ...(redis ? { redis } : {}) });
  await app.register(accessPlugin, { deps });
  await app.register(writeLimitsPlugin, { config, clock });
  await app.register(docsPlugin);
  await app.register(
    async (api) => {
      // API answers are compressed (students pay per megabyte: a 100-question bilingual test is ~60 KB
      // of JSON, ~12 KB compressed). Brotli at a low quality costs little CPU; small answers such as
      // save acknowledgements stay below the threshold and are sent as they are.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(healthRoutes, { ping: () => database.ping(), kind: database.kind });
      await api.register(authRoutes, { prefix: '/auth', deps });
      await api.register(usersRoutes, { deps });
      await api.register(adminRoutes, { prefix: '/admin', deps });
      await api.register(organisationsRoutes, { prefix: '/organisations', deps });
      await api.register(organisationRequestsRoutes, { prefix: '/organisation-requests', deps });
      await api.register(organisationsAdminRoutes, { prefix: '/admin', deps });
      await api.register(batchesRoutes, { prefix: '/organisations', deps });
      await api.register(invitesRoutes, { prefix: '/invites', deps });
      await api.register(attendanceRoutes, { prefix: '/organisations', deps });
      await api.register(batchTestsRoutes, { prefix: '/organisations', deps });
      await api.register(liveTestsOrgRoutes, { prefix: '/organisations', deps });
      await api.register(instituteDashboardsRoutes, { prefix: '/organisations', deps });
      await api.register(reportCardsRoutes, { prefix: '/report-cards', deps });
      await api.register(feedbackRoutes, { prefix: '/feedback', deps });
      await api.register(feedbackAdminRoutes, { prefix: '/admin/feedback', deps });
      await api.register(learningStyleRoutes, { prefix: '/learning-style', deps });
      await api.register(plansRoutes, { prefix: '/plans', deps });
      await api.register(notificationsRoutes, { prefix: '/notifications', deps });
      await api.register(pushRoutes, { prefix: '/notification', deps });
      await api.register(organisationNotificationsRoutes, { prefix: '/organisations', deps });
      await api.register(questionsAdminRoutes, { prefix: '/admin/content', deps });
      await api.register(examsRoutes, { prefix: '/exams', deps });
      await api.register(leaderboardsRoutes, { prefix: '/exams', deps });
      await api.register(globalBoardsRoutes, { prefix: '/leaderboards', deps });
      await api.register(attemptsRoutes, { prefix: '/attempts', deps });
      await api.register(liveTestsRoutes, { prefix: '/live-tests', deps });
      await api.register(liveTestsAdminRoutes, { prefix: '/admin', deps });
      await api.register(dashboardRoutes, { prefix: '/dashboard', deps });
      await api.register(studyTimerRoutes, { prefix: '/study-timer', deps });
      await api.register(flashcardsRoutes, { prefix: '/flashcards', deps });
      await api.register(notesRoutes, { prefix: '/notes', deps });
      await api.register(quizzesRoutes, { prefix: '/quizzes', deps });
      await api.register(potdRoutes, { prefix: '/potd', deps });
      await api.register(currentAffairsRoutes, { prefix: '/current-affairs', deps });
      await api.register(currentAffairsAdminRoutes, { prefix: '/admin/current-affairs', deps });
      await api.register(potdUserRoutes, { prefix: '/problem-of-day', deps });
      await api.register(questionReportsRoutes, { prefix: '/questions', deps });
      await api.register(questionBankRoutes, { prefix: '/questions', deps });
      await api.register(communityRoutes, { prefix: '/community', deps });
      await api.register(communityMessageRoutes, { prefix: '/community', deps });
      await api.register(communityRemovalRoutes, { prefix: '/community', deps });
      await api.register(attemptsAdminRoutes, { prefix: '/admin', deps });
      await api.register(questionReportsAdminRoutes, { prefix: '/admin', deps });
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { webDist: config.WEB_DIST });
  return app as unknown as App;
}
