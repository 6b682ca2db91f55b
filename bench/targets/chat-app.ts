import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { seedAllContent, seedContent } from '../../apps/server/src/db/seed/content.ts';
import { type ChatSetup, type ChatSetupResult, runChatSetup } from '../lib/chat-setup.ts';
import { type ExamSetup, type ExamSetupResult, runExamSetup } from '../lib/exam-setup.ts';
import { answerHeapRequests } from './heap-report.ts';

/**
 * The real server as main.ts builds it (its Socket.IO server attached by buildApp, on the Redis
 * adapter when REDIS_URL is set), with chat fixtures (BENCH_CHAT_SETUP, lib/chat-setup.ts) and, for
 * the hall beside the chat, seeded sets and exam fixtures (BENCH_EXAM_SETUP, lib/exam-setup.ts)
 * written before it listens. A second node on the same database is started without either. Reports
 * `{ port, chat, exam }` over IPC, then answers heap requests (heap-report.ts).
 */
export interface ChatReady {
  port: number;
  chat: ChatSetupResult | null;
  exam: ExamSetupResult | null;
}

const env = process.env;
const app = await buildApp(loadConfig(env));
let exam: ExamSetupResult | null = null;
if (env.BENCH_EXAM_SETUP) {
  // BENCH_SEED_ALL: the whole open bank too (the soak's quizzes and bank pages draw from it).
  if (env.BENCH_SEED_ALL) await seedAllContent(app.deps.db);
  else await seedContent(app.deps.db);
  exam = await runExamSetup(app.deps.db, JSON.parse(env.BENCH_EXAM_SETUP) as ExamSetup);
}
const chat = env.BENCH_CHAT_SETUP
  ? await runChatSetup(app.deps.db, JSON.parse(env.BENCH_CHAT_SETUP) as ChatSetup)
  : null;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
const ready: ChatReady = { port: address.port, chat, exam };
if (process.send) process.send(ready);
else console.log(`listening on ${address.port}`);
answerHeapRequests();
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
