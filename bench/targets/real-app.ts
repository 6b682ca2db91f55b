import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo.ts';
import { reportPort } from './report-port.ts';

/**
 * The real server, built as main.ts builds it, in a process of its own so the load generator does not
 * share its event loop. The parent chooses the database through DATA_DIR / DATABASE_URL.
 */
const app = await buildApp(loadConfig(process.env));
await seedDemo(app.deps.db);
await app.listen({ port: 0, host: '127.0.0.1' });
reportPort(app.server.address());
// Closing the app closes the database: PGlite flushes, the PostgreSQL pool lets go of the bench database.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
