import type { AttemptState } from '@abhyas/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  Advance,
  Deliver,
  type Model,
  modelOf,
  type Real,
  Reload,
  Replay,
  Result,
  SaveBatch,
  StartAgain,
  type Step,
  Submit,
  Sweep,
} from './attempts-model.ts';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 19 (docs/reliability.md): random sequences of saves (batches, reversed, replayed,
 * held back and delivered after later ones, invalid, into closed sections), time passing across section ends, the deadline and its grace,
 * submits, sweeper passes, reloads, result reads and fresh starts, run against the real app on the
 * test's clock and compared at every step with the model in attempts-model.ts. A sequence runs on an
 * SSC set (one window for the whole test) or an IBPS PO set (three timed sections).
 *
 * `ATTEMPT_MODEL_RUNS` sets the number of sequences: 10,000 in the long form (`npm run
 * test:models`); the default suite runs 40 so it stays quick. A failure prints fast-check's seed and
 * path; `ATTEMPT_MODEL_SEED` and `ATTEMPT_MODEL_PATH` replay it.
 */
const runs = Number(process.env.ATTEMPT_MODEL_RUNS ?? 40);
const seed = process.env.ATTEMPT_MODEL_SEED ? Number(process.env.ATTEMPT_MODEL_SEED) : undefined;
const path = process.env.ATTEMPT_MODEL_PATH;

let t: TestApp;
const sets: Record<'SSC' | 'IBPS_PO', { set: SeededSet; headers: Record<string, string> }> = {} as never;

beforeAll(async () => {
  // Ten years of tokens: the clock only moves forward, up to a few hours a sequence.
  t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 86400),
  });
  for (const examKey of ['SSC', 'IBPS_PO'] as const) {
    const set = await createPracticeSet(t.database.db, examKey);
    const { headers } = await student(t.app, t.database.db);
    sets[examKey] = { set, headers };
  }
});
afterAll(async () => t?.close());

const minute = 60_000;
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: 3 * minute }).map((ms) => ({ kind: 'by' as const, ms })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 90 * minute }).map((ms) => ({ kind: 'by' as const, ms })),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('to' as const),
      mark: fc.constantFrom('deadline' as const, 'grace' as const, 'section' as const),
      section: fc.nat(2),
      offsetMs: fc.constantFrom(-5000, -1, 0, 1, 5000),
    }),
  },
);
const save = fc.record({
  // Mostly the first few questions (so saves meet earlier ones), sometimes anywhere in the paper.
  q: fc.oneof(fc.nat(4), fc.nat(99)),
  // 4 is outside the four options: refused as invalidAnswer.
  answer: fc.option(fc.nat(4), { freq: 6 }),
  marked: fc.boolean(),
});
const commands = fc.commands(
  [
    fc
      .tuple(fc.array(save, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean())
      .map(([items, reversed, hold]) => new SaveBatch(items, reversed, hold)),
    fc.nat().map((pick) => new Replay(pick)),
    fc.nat().map((pick) => new Deliver(pick)),
    step.map((s) => new Advance(s)),
    fc.constant(new Submit()),
    fc.constant(new Sweep()),
    fc.constant(new Reload()),
    fc.constant(new Result()),
    fc.constant(new StartAgain()),
  ],
  { maxCommands: 14, ...(path ? { replayPath: path } : {}) },
);

describe('the attempt state machine against its model', () => {
  it(
    `keeps the model's answers, status, finish and score over ${runs} random sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('SSC' as const, 'IBPS_PO' as const),
          commands,
          async (examKey, cmds) => {
            const { set, headers } = sets[examKey];
            const real: Real = { t, headers, set };
            const model: Model = modelOf(await freshAttempt(real));
            await fc.asyncModelRun(() => ({ model, real }), cmds);
            // Every sequence ends submitted, so the next one starts afresh, and its result is checked.
            await new Submit().run(model, real);
            await new Reload().run(model, real);
            await new Result().run(model, real);
          },
        ),
        { numRuns: runs, ...(seed !== undefined ? { seed } : {}), ...(path ? { path } : {}) },
      );
    },
    Math.max(60_000, runs * 400),
  );
});

/**
 * A new attempt at the sequence's set. A sequence that failed (while fast-check shrinks it) may have
 * left one running; it is submitted first, so every sequence starts from the same state.
 */
async function freshAttempt(r: Real): Promise<AttemptState> {
  const start = () =>
    r.t.app.inject({
      method: 'POST',
      url: '/api/attempts',
      headers: r.headers,
      payload: { setId: r.set.slug, language: 'en' },
    });
  let res = await start();
  if (res.statusCode === 200) {
    const id = (res.json() as AttemptState).id;
    await r.t.app.inject({ method: 'POST', url: `/api/attempts/${id}/submit`, headers: r.headers });
    res = await start();
  }
  if (res.statusCode !== 201) throw new Error(`no fresh attempt: ${res.statusCode} ${res.body}`);
  return res.json() as AttemptState;
}
