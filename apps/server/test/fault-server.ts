import { randomBytes } from 'node:crypto';
import type { AttemptState } from '@abhyas/core';
import { inArray } from 'drizzle-orm';
import { type ServerProcess, startServerProcess } from '../../../test-support/server-process.ts';
import type { Db } from '../src/db/client.ts';
import { attemptResponses } from '../src/db/schema/index.ts';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { createUser } from './factories.ts';

/** A candidate of a fault test. `answers`: per question, the seq and answer the test holds the server to. */
export interface FaultCandidate {
  headers: Record<string, string>;
  state: AttemptState;
  seq: number;
  answers: Map<string, { seq: number; answer: number }>;
}

/**
 * The fault tests' real server process on a PostgreSQL database (issue 22): a secret of its own so
 * the test can sign candidates' tokens, no demo or content seed, no limits, and no timers that would
 * write beside the candidates.
 */
export function faultServer(databaseUrl: string) {
  const secret = randomBytes(32).toString('hex');
  const tokens = createAccessTokens(secret, 3600, () => new Date());
  const start = (): Promise<ServerProcess> =>
    startServerProcess({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      WEB_DIST: '/none',
      SEED_DEMO: 'false',
      SEED_CONTENT: 'false',
      RATE_LIMIT_ENABLED: 'false',
      ATTEMPT_SWEEP_SECONDS: '0',
      DAILY_NOTICES_MINUTES: '0',
      LOG_LEVEL: 'warn',
    });

  /** A new student, signed in, who starts `setSlug` in English on the server at `base`. */
  async function candidate(db: Db, base: string, setSlug: string): Promise<FaultCandidate> {
    const user = await createUser(db);
    const token = await tokens.sign({
      sub: user.id,
      role: 'user',
      orgRole: null,
      organizationId: null,
      username: user.username,
    });
    const headers = { authorization: `Bearer ${token}` };
    const res = await fetch(`${base}/api/attempts`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ setId: setSlug, language: 'en' }),
    });
    if (res.status >= 300) throw new Error(`starting the attempt answered ${res.status}`);
    const state = (await res.json()) as AttemptState;
    return { headers, state, seq: state.lastSeq, answers: new Map() };
  }
  return { start, candidate };
}

/** The candidate's next save: a random question of the paper, a random option, the next seq. */
export function nextSave(c: FaultCandidate, random: () => number) {
  const q = c.state.questions[Math.floor(random() * c.state.questions.length)];
  if (!q) return undefined;
  c.seq += 1;
  return { seq: c.seq, questionId: q.id, answer: Math.floor(random() * 4), marked: false, timeSpentMs: 800 };
}

/** Every stored response row of the candidates' attempts. */
export const storedResponses = (db: Db, candidates: readonly FaultCandidate[]) =>
  db
    .select()
    .from(attemptResponses)
    .where(
      inArray(
        attemptResponses.attemptId,
        candidates.map((c) => c.state.id),
      ),
    );
