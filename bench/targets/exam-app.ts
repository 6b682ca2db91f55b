import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { seedContent } from '../../apps/server/src/db/seed/content.ts';
import { type ExamSetup, type ExamSetupResult, runExamSetup } from '../lib/exam-setup.ts';
import { answerLoopRequests } from './loop-report.ts';

/**
 * The real server as main.ts builds it, with the practice sets seeded from content/sets, then the
 * fixtures the parent asked for in BENCH_EXAM_SETUP (JSON, lib/exam-setup.ts) written before it
 * listens. Reports `{ port, setup }` over IPC, then answers the parent's event-loop questions
 * (loop-report.ts).
 */
export interface ExamReady {
  port: number;
  setup: ExamSetupResult;
}

answerLoopRequests();
const app = await buildApp(loadConfig(process.env));
await seedContent(app.deps.db);
const setup = await runExamSetup(app.deps.db, JSON.parse(process.env.BENCH_EXAM_SETUP ?? '{}') as ExamSetup);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
const ready: ExamReady = { port: address.port, setup };
if (process.send) process.send(ready);
else console.log(`listening on ${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
