import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { embeddedDataDir } from './db/client.ts';
import { seedAllContent } from './db/seed/content.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './db/seed/demo.ts';
import { demoTeacher, seedDemoBatches } from './db/seed/demo-batches.ts';
import { seedDemoCurrentAffairs } from './db/seed/demo-current-affairs.ts';
import { seedDemoGroups } from './db/seed/demo-groups.ts';
import { demoApplicant, seedDemoInstituteRequest } from './db/seed/demo-institute-request.ts';
import { seedDemoLiveTests } from './db/seed/demo-live-tests.ts';
import { startFromTemplateOrCreate } from './db/template.ts';

const config = loadConfig();
// A first start on the embedded database copies a made-once template (db/template.ts).
const template = config.DATABASE_URL
  ? { outcome: 'off' as const }
  : await startFromTemplateOrCreate({
      dataDir: embeddedDataDir(config),
      templateDir: config.DB_TEMPLATE_DIR,
      seedContent: config.SEED_CONTENT,
    });
// CLOCK_OFFSET_MS (tests only, config.ts): every deadline, token and sweep reads this clock.
const offset = config.CLOCK_OFFSET_MS;
const app = await buildApp(config, offset === 0 ? {} : { clock: () => new Date(Date.now() + offset) });
if (template.outcome === 'copied' || template.outcome === 'made-and-copied')
  app.log.info({ template: template.outcome }, 'embedded database started from its template');
if (template.outcome === 'failed')
  app.log.warn({ err: template.error }, 'database template unusable; the database was created in place');

if (config.SEED_DEMO) {
  const added = await seedDemo(app.deps.db);
  // A pending institute request, so /organization/manage has something to decide.
  await seedDemoInstituteRequest(app.deps.db);
  // The demo institute's teacher, two batches and 30 students (docs/institutes.md).
  await seedDemoBatches(app.deps.db);
  // Public study groups to discover, and one with a conversation for demo_student (docs/community.md).
  await seedDemoGroups(app.deps);
  // The reserved live papers as unpublished sets, scheduled as the demo's live tests (docs/live-tests.md).
  await seedDemoLiveTests(app.deps);
  const lines = [...demoAccounts, demoApplicant, demoTeacher].map(
    (a) => `  ${a.kind.padEnd(20)} ${a.username.padEnd(16)} ${DEMO_PASSWORD}`,
  );
  app.log.info(
    `${added > 0 ? 'Demo accounts created' : 'Demo accounts'} (username / password):\n${lines.join('\n')}`,
  );
}

if (config.SEED_CONTENT) {
  const report = { kept: [] as string[] };
  const sets = await seedAllContent(app.deps.db, undefined, report);
  if (sets !== undefined) app.log.info(`Content loaded: ${sets} new practice sets from content/sets`);
  const kept = [...new Set(report.kept)];
  if (kept.length > 0)
    app.log.warn(
      { count: kept.length, first: kept.slice(0, 5) },
      'content: these questions are stored worded otherwise than their files; the stored version is kept',
    );
  // The last week's daily current-affairs quizzes, from the content's current questions.
  if (config.SEED_DEMO) await seedDemoCurrentAffairs(app.deps);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A second signal, or a request that never ends, must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    app.log.info('closed');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Abhyas is running on ${config.PUBLIC_URL} (database: ${app.database.kind})`);
