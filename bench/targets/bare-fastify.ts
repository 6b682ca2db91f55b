import Fastify from 'fastify';
import { payload } from './payload.ts';
import { portFromEnv, reportPort } from './report-port.ts';

// Fastify's defaults, logger off: the cost of the framework alone, with nothing the app adds.
const app = Fastify({ logger: false });
app.get('/me', async () => payload);
// The start-up bench polls this, as it polls the real server's.
app.get('/api/health', async () => ({ status: 'ok' }));

await app.listen({ port: portFromEnv(), host: '127.0.0.1' });
reportPort(app.server.address());
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
