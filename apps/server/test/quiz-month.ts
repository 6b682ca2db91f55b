import { type Answered, dueCap, type QuizState, reviewDueAt } from '@abhyas/core';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { questions, quizQuestions } from '../src/db/schema/index.ts';

/**
 * A student's days of practice quizzes through the HTTP API, and what the draw gave them (issue 21,
 * docs/quizzes.md "The draw"). Shared by apps/server/test/quizzes-month.test.ts (a short run on a
 * made-up stock) and scripts/content-month.ts (a month on the real bank). No vitest here.
 */

export interface QuizScope {
  subject: string;
  topic: string | null;
  length: number;
}

export interface MonthRun {
  app: App;
  db: Db;
  clock: { (): Date; advance(ms: number): void };
  /** Fresh headers for the student (called each morning: the clock moves past a token's life). */
  signIn(): Promise<Record<string, string>>;
  days: number;
  quizzesOf(day: number): QuizScope[];
  /** The questions the student may be given: id → subject and topic (everything else must never come). */
  stock: ReadonlyMap<string, { subject: string; topic: string }>;
  /** Questions the student gets wrong the first time they meet them (and right afterwards). */
  hard(id: string): boolean;
}

export interface WeekFigures {
  week: number;
  shown: number;
  bank: number;
  generated: number;
  /** A bank question shown before and not due on the wrong-answer schedule. */
  repeats: number;
  /** A wrong answer back on its schedule (not a repeat). */
  returns: number;
}

export interface MonthResult {
  weeks: WeekFigures[];
  /** Repeats drawn while questions of the quiz's subject (and topic) the student never saw remained. */
  repeatsWhileUnseen: number;
  /** Due wrong answers of the quiz's scope left out although the quiz had room for them (the cap). */
  lateReturns: number;
  /** Where each late return was: the day, the scope and the questions left out. */
  lateAt: string[];
  /** Drawn questions outside the stock (sealed, a draft's, unknown): must be none. */
  outside: string[];
  /** Days from the previous answer to each scheduled return, counted. */
  returnGaps: Map<number, number>;
  /** Every draw of each bank question, by day (0-based). */
  drawDays: Map<string, number[]>;
  /** The student's answers to each bank question. */
  answers: Map<string, Answered[]>;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const inScope = (s: QuizScope, q: { subject: string; topic: string }) =>
  q.subject === s.subject && (s.topic === null || q.topic === s.topic);

/** Runs the days; the clock moves a day at a time from its start (then two minutes a quiz). */
export async function runMonth(run: MonthRun): Promise<MonthResult> {
  const answers = new Map<string, Answered[]>();
  const drawDays = new Map<string, number[]>();
  const weeks: WeekFigures[] = [];
  const result: MonthResult = {
    weeks,
    repeatsWhileUnseen: 0,
    lateReturns: 0,
    lateAt: [],
    outside: [],
    returnGaps: new Map(),
    drawDays,
    answers,
  };
  const start = run.clock().getTime();
  for (let day = 0; day < run.days; day += 1) {
    run.clock.advance(start + day * dayMs - run.clock().getTime());
    const headers = await run.signIn();
    const week = Math.floor(day / 7);
    weeks[week] ??= { week: week + 1, shown: 0, bank: 0, generated: 0, repeats: 0, returns: 0 };
    const w = weeks[week] as WeekFigures;
    for (const scope of run.quizzesOf(day)) {
      const now = run.clock();
      // Before the draw: what of this scope is unseen, and which wrong answers are due.
      const scoped = [...run.stock].filter(([, q]) => inScope(scope, q)).map(([id]) => id);
      const unseen = scoped.filter((id) => !answers.has(id)).length;
      const due = scoped.filter((id) => {
        const at = reviewDueAt(answers.get(id) ?? []);
        return at !== null && at <= now;
      });
      const res = await run.app.inject({
        method: 'POST',
        url: '/api/quizzes',
        headers,
        payload: {
          subject: scope.subject,
          ...(scope.topic ? { topic: scope.topic } : {}),
          length: scope.length,
        },
      });
      if (res.statusCode !== 201) throw new Error(`quiz start: ${res.statusCode} ${res.body}`);
      const quiz = res.json() as QuizState;
      const rows = await run.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
      const ids = rows.flatMap((r) => (r.questionId ? [r.questionId] : []));
      const keys = new Map(
        ids.length === 0
          ? []
          : (
              await run.db
                .select({ id: questions.id, key: questions.correctOption })
                .from(questions)
                .where(inArray(questions.id, ids))
            ).map((q) => [q.id, q.key]),
      );
      let fresh = 0;
      let repeats = 0;
      let returns = 0;
      for (const id of ids) {
        if (!run.stock.has(id)) result.outside.push(id);
        const past = answers.get(id);
        const at = past ? reviewDueAt(past) : null;
        if (!past) fresh += 1;
        else if (at !== null && at <= now) {
          returns += 1;
          const last = Math.max(...past.map((a) => a.at.getTime()));
          const gap = Math.round((at.getTime() - last) / dayMs);
          result.returnGaps.set(gap, (result.returnGaps.get(gap) ?? 0) + 1);
        } else repeats += 1;
        drawDays.set(id, [...(drawDays.get(id) ?? []), day]);
      }
      if (repeats > 0 && unseen > fresh) result.repeatsWhileUnseen += repeats;
      const late = Math.max(0, Math.min(due.length, dueCap(scope.length)) - returns);
      if (late > 0) {
        result.lateReturns += late;
        const left = due.filter((id) => !ids.includes(id));
        result.lateAt.push(`day ${day} ${scope.subject}/${scope.topic ?? '*'}: ${left.join(' ')}`);
      }
      for (const q of quiz.questions) {
        const row = rows.find((r) => r.position === q.position);
        const id = row?.questionId ?? null;
        const key = id ? (keys.get(id) ?? 0) : 0;
        const past = id ? answers.get(id) : undefined;
        const wrong = id !== null && !past && run.hard(id);
        const ans = await run.app.inject({
          method: 'POST',
          url: `/api/quizzes/${quiz.id}/answers`,
          headers,
          payload: { position: q.position, answer: wrong ? (key + 1) % 4 : key },
        });
        if (ans.statusCode !== 200) throw new Error(`answer: ${ans.statusCode} ${ans.body}`);
        if (id) answers.set(id, [...(past ?? []), { at: now, correct: !wrong }]);
      }
      const done = await run.app.inject({ method: 'POST', url: `/api/quizzes/${quiz.id}/finish`, headers });
      if (done.statusCode !== 200) throw new Error(`finish: ${done.statusCode} ${done.body}`);
      w.shown += rows.length;
      w.bank += ids.length;
      w.generated += rows.length - ids.length;
      w.repeats += repeats;
      w.returns += returns;
      // Two minutes a quiz keeps the morning within one access token's life (15 minutes).
      run.clock.advance(2 * 60_000);
    }
  }
  return result;
}

/** One line per week: "week 1: 350 shown (300 bank, 50 generated), 0 repeats (0.0 %), 12 returns". */
export const weekLines = (weeks: readonly WeekFigures[]): string[] =>
  weeks.map(
    (w) =>
      `week ${w.week}: ${w.shown} shown (${w.bank} bank, ${w.generated} generated), ` +
      `${w.repeats} repeats (${((100 * w.repeats) / Math.max(w.shown, 1)).toFixed(1)} %), ${w.returns} scheduled returns`,
  );

/** Repeats over everything shown. */
export const repeatShare = (weeks: readonly WeekFigures[]): number =>
  weeks.reduce((n, w) => n + w.repeats, 0) /
  Math.max(
    1,
    weeks.reduce((n, w) => n + w.shown, 0),
  );
