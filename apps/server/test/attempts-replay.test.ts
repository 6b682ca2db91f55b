import type { AttemptState } from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptEvents, attemptResponses } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Issue 22, scenario 4 (docs/reliability.md): a phone on a bad network sends every save several
 * times, late and out of order (its queue replays after each timeout, a proxy retries, two tabs
 * flush at once). Over real HTTP, with several requests in flight at once, each save of a generated
 * answering history is sent five times in random batches, order and delays: the final answer of
 * each question is the one with its highest seq, there is one response row per question and one
 * logged event per seq, and every save is acknowledged.
 */
let t: TestApp;
let ssc: SeededSet;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
  ssc = await createPracticeSet(t.database.db, 'SSC');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

interface Save {
  seq: number;
  questionId: string;
  answer: number | null;
  marked: boolean;
  timeSpentMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('answer saves replayed five times, jittered and reordered', () => {
  for (const seed of [1, 7, 2026]) {
    it(`keeps each question's highest-seq answer, one row each, every save acknowledged (seed ${seed})`, async () => {
      const rnd = seededRandom(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
      const { headers } = await student(t.app, t.database.db);
      const started = await fetch(`${base}/api/attempts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ setId: ssc.slug, language: 'en' }),
      });
      const state = (await started.json()) as AttemptState;
      const questions = state.questions.slice(0, 15);

      // The device's history: 60 saves over 15 questions, seq 1..60 in the order made.
      const history: Save[] = Array.from({ length: 60 }, (_, i) => ({
        seq: i + 1,
        questionId: pick(questions).id,
        answer: rnd() < 0.15 ? null : Math.floor(rnd() * 4),
        marked: rnd() < 0.2,
        timeSpentMs: Math.floor(rnd() * 60_000),
      }));
      const final = new Map<string, Save>();
      for (const s of history) final.set(s.questionId, s); // later seq overwrites

      // Five copies of each save, shuffled, cut into batches of 1–6, sent by 6 senders at once with
      // 0–15 ms of jitter before each request.
      const copies = history.flatMap((s) => [s, s, s, s, s]);
      for (let i = copies.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [copies[i], copies[j]] = [copies[j]!, copies[i]!];
      }
      const batches: Save[][] = [];
      for (let at = 0; at < copies.length; ) {
        const size = 1 + Math.floor(rnd() * 6);
        batches.push(copies.slice(at, at + size));
        at += size;
      }
      const delays = batches.map(() => Math.floor(rnd() * 15));
      const acked = new Set<number>();
      const statuses: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (next < batches.length) {
            const i = next++;
            await sleep(delays[i]!);
            const res = await fetch(`${base}/api/attempts/${state.id}/saves`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ saves: batches[i] }),
            });
            statuses.push(res.status);
            const body = (await res.json()) as { acked?: number[]; rejected?: unknown[] };
            for (const seq of body.acked ?? []) acked.add(seq);
            expect(body.rejected ?? []).toEqual([]);
          }
        }),
      );

      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(acked.size).toBe(history.length);
      const resumed = (await (
        await fetch(`${base}/api/attempts/${state.id}`, { headers })
      ).json()) as AttemptState;
      expect(resumed.lastSeq).toBe(history.length);
      const byQuestion = new Map(resumed.responses.map((r) => [r.questionId, r]));
      expect(byQuestion.size).toBe(final.size);
      for (const [questionId, want] of final)
        expect(byQuestion.get(questionId), questionId).toMatchObject({
          answer: want.answer,
          marked: want.marked,
          seq: want.seq,
        });

      // In the database: one response row per question, one event per seq, nothing twice.
      const rows = await t.database.db
        .select({ questionId: attemptResponses.questionId, n: sql<number>`count(*)::int` })
        .from(attemptResponses)
        .where(eq(attemptResponses.attemptId, state.id))
        .groupBy(attemptResponses.questionId);
      expect(rows).toHaveLength(final.size);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      const events = await t.database.db
        .select({ seq: attemptEvents.seq })
        .from(attemptEvents)
        .where(eq(attemptEvents.attemptId, state.id));
      expect(events.map((e) => e.seq).sort((a, b) => a - b)).toEqual(history.map((s) => s.seq));
    });
  }
});
