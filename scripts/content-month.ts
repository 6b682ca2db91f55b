/**
 * A month of practice quizzes on the real question bank (issue 21, docs/quizzes.md "The draw"): one
 * student answers 50 questions a day in SSC CGL's subjects for 30 days through the HTTP API, and
 * the script prints, per week, how many of the questions shown were repeats (shown before and not
 * due on the wrong-answer schedule), how many were wrong answers back on their schedule, and whether
 * any repeat came while questions of that subject the student never saw remained.
 *
 * Only the bank is loaded (no practice sets), so every bank question is open to the student; the
 * sealing rule is exercised by apps/server/test/quizzes-month.test.ts. A fresh in-memory PGlite.
 * Run: nice -n 19 node --import tsx scripts/content-month.ts [days]   (about 0.1 s a request here)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { questions } from '../apps/server/src/db/schema/index.ts';
import { seedQuestionBank } from '../apps/server/src/db/seed/content.ts';
import { bearer, createUser, signIn } from '../apps/server/test/factories.ts';
import { repeatShare, runMonth, weekLines } from '../apps/server/test/quiz-month.ts';

const days = Number(process.argv[2] ?? 30);
/** SSC CGL Tier 1: general awareness (these eight subjects), reasoning, quantitative aptitude, English. */
const awareness = [
  'polity',
  'history',
  'geography',
  'economics',
  'physics',
  'chemistry',
  'biology',
  'static-gk',
];
const subjects = new Set([...awareness, 'reasoning', 'maths', 'english']);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-month-'));
const database = await openPglite();
await database.migrate();
await seedQuestionBank(database.db);
let now = new Date('2026-12-01T03:30:00Z').getTime();
const clock = Object.assign(() => new Date(now), {
  advance(ms: number) {
    now += ms;
  },
});
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  PUBLIC_URL: 'http://abhyas.test',
  RATE_LIMIT_ENABLED: 'false',
  ATTEMPT_SWEEP_SECONDS: '0',
  DAILY_NOTICES_MINUTES: '0',
});
const app = await buildApp(config, { database, clock });
await app.ready();
try {
  const user = await createUser(database.db);
  const bank = await database.db
    .select({ id: questions.id, subject: questions.subject, topic: questions.topic })
    .from(questions);
  const stock = new Map(bank.filter((q) => subjects.has(q.subject)).map((q) => [q.id, q]));
  // One question in five is got wrong the first time it is met (and right afterwards).
  const hard = new Set([...stock.keys()].filter((_, i) => i % 5 === 0));
  const ten = (subject: string) => ({ subject, topic: null, length: 10 });
  const started = Date.now();
  const result = await runMonth({
    app,
    db: database.db,
    clock,
    signIn: async () => bearer((await signIn(app, user.username)).token),
    days,
    // Two awareness quizzes (the eight subjects in turn), maths, reasoning, and English or reasoning.
    quizzesOf: (day) => [
      ten(awareness[(2 * day) % awareness.length] as string),
      ten(awareness[(2 * day + 1) % awareness.length] as string),
      ten('maths'),
      ten('reasoning'),
      ten(day % 2 === 0 ? 'english' : 'reasoning'),
    ],
    stock,
    hard: (id) => hard.has(id),
  });
  const counts = [...subjects].map(
    (s) => `${s} ${[...stock.values()].filter((q) => q.subject === s).length}`,
  );
  console.log(`stock: ${counts.join(', ')}`);
  for (const line of weekLines(result.weeks)) console.log(line);
  console.log(`over ${days} days: ${(100 * repeatShare(result.weeks)).toFixed(1)} % repeats`);
  console.log(`repeats while unseen questions of the subject remained: ${result.repeatsWhileUnseen}`);
  console.log(`due wrong answers left out although the quiz had room: ${result.lateReturns}`);
  for (const line of result.lateAt) console.log(`  ${line}`);
  console.log(`scheduled returns by days after the answer: ${JSON.stringify([...result.returnGaps])}`);
  console.log(`questions drawn outside the stock: ${result.outside.length}`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
