import {
  type AttemptResult,
  type AttemptState,
  fromMilli,
  SAVE_GRACE_SECONDS,
  type SaveAck,
  scoreSheet,
} from '@abhyas/core';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { sweepExpiredAttempts } from '../src/modules/attempts/sweeper.ts';
import { keyOf, type SeededSet } from './exam-factories.ts';
import type { TestApp } from './helpers.ts';

/**
 * The attempt state machine as a model (issue 22, scenario 19): what a running attempt must answer to
 * each thing a hall, a bad network, the clock and the sweeper can do to it. attempts-model.test.ts
 * runs random sequences of these commands against the real app (real routes, real SQL, the test's
 * clock) and compares every answer with the model. Commands only read the model to decide what the
 * server must say; the server's answer is never used to update the model.
 */

const graceMs = SAVE_GRACE_SECONDS * 1000;
type Headers = Record<string, string>;

export interface Real {
  t: TestApp;
  headers: Headers;
  set: SeededSet;
}

interface Stored {
  seq: number;
  answer: number | null;
  marked: boolean;
}
interface Sent extends Stored {
  questionId: string;
}

/** One attempt as the server must hold it. */
export interface Model {
  attemptId: string;
  examKey: AttemptState['examKey'];
  startedAt: number;
  deadline: number;
  /** Sectional windows (IBPS-style); null when every section is open for the whole test. */
  windows: { opensAt: number; closesAt: number }[] | null;
  questions: AttemptState['questions'];
  status: 'active' | 'submitted';
  finish: { at: number; by: 'candidate' | 'timeout' } | null;
  answers: Map<string, Stored>;
  sent: Sent[];
  /** Saves made but held back in a queue: they arrive later, after saves with higher seqs. */
  delayed: Sent[];
  nextSeq: number;
}

export function modelOf(state: AttemptState): Model {
  return {
    attemptId: state.id,
    examKey: state.examKey,
    startedAt: Date.parse(state.startedAt),
    deadline: Date.parse(state.deadline),
    windows: state.sectionalTiming
      ? state.sections.map((s) => ({ opensAt: Date.parse(s.opensAt), closesAt: Date.parse(s.closesAt) }))
      : null,
    questions: state.questions,
    status: 'active',
    finish: null,
    answers: new Map(),
    sent: [],
    delayed: [],
    nextSeq: 1,
  };
}

const nowOf = (r: Real) => r.t.clock().getTime();
const closedForAnswers = (m: Model, now: number) => now > m.deadline + graceMs;

/** Finalising as finalise.ts must: a late finish is put back to the deadline and counts as a timeout. */
function finalise(m: Model, now: number, by: 'candidate' | 'timeout') {
  if (m.status !== 'active') return;
  m.status = 'submitted';
  m.finish = now > m.deadline ? { at: m.deadline, by: 'timeout' } : { at: now, by };
}

/** The result the model's answers make, in the fields a student reads. */
export function expectResult(m: Model, result: AttemptResult) {
  if (!m.finish) throw new Error('the model has no finish');
  const items = m.questions.map((q) => ({
    section: q.section,
    answer: m.answers.get(q.id)?.answer ?? null,
    correctOption: keyOf(q.number),
  }));
  const sheet = scoreSheet(m.examKey, items);
  expect(result).toMatchObject({
    attemptId: m.attemptId,
    finishedBy: m.finish.by,
    score: fromMilli(sheet.totalMilli),
    correct: sheet.correct,
    wrong: sheet.wrong,
    skipped: sheet.skipped,
    submittedAt: new Date(m.finish.at).toISOString(),
    timeTakenSeconds: Math.round((m.finish.at - m.startedAt) / 1000),
  });
}

/** Why a save that reached an open attempt is refused, if it is (save-answers.ts, policy.ts). */
function refusalOf(m: Model, save: Sent, now: number): string | null {
  if (save.answer !== null && save.answer >= 4) return 'invalidAnswer';
  const question = m.questions.find((q) => q.id === save.questionId);
  const window = question && m.windows?.[question.section];
  if (!window) return null;
  if (now < window.opensAt) return 'sectionNotOpen';
  if (now > window.closesAt + graceMs) return 'sectionClosed';
  return null;
}

async function post(r: Real, url: string, payload?: unknown) {
  return r.t.app.inject({ method: 'POST', url, headers: r.headers, ...(payload ? { payload } : {}) });
}

/** Sends saves in the order given and checks the answer against the model, then applies it. */
async function sendSaves(m: Model, r: Real, saves: Sent[]) {
  const now = nowOf(r);
  const res = await post(r, `/api/attempts/${m.attemptId}/saves`, {
    saves: saves.map((s) => ({ ...s, timeSpentMs: 1000 })),
  });
  const refused = saves.map((s) => ({ seq: s.seq, reason: refusalOf(m, s, now) }));
  const accepted = saves.filter((_, i) => refused[i]?.reason === null);
  if (closedForAnswers(m, now) || (accepted.length > 0 && m.status === 'submitted')) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'ATTEMPT_CLOSED' } });
    return;
  }
  expect(res.statusCode, res.body).toBe(200);
  const ack = res.json() as SaveAck;
  const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;
  expect([...ack.acked].sort((a, b) => a - b)).toEqual(accepted.map((s) => s.seq).sort((a, b) => a - b));
  expect([...ack.rejected].sort(bySeq)).toEqual(
    refused.filter((x) => x.reason !== null).sort(bySeq) as SaveAck['rejected'],
  );
  expect(ack).toMatchObject({
    deadline: new Date(m.deadline).toISOString(),
    serverNow: new Date(now).toISOString(),
  });
  for (const s of accepted) {
    const held = m.answers.get(s.questionId);
    if (!held || held.seq < s.seq)
      m.answers.set(s.questionId, { seq: s.seq, answer: s.answer, marked: s.marked });
  }
}

type Cmd = fc.AsyncCommand<Model, Real>;

/**
 * A batch of new saves (fresh seqs), sent in the order made or reversed (a queue flushed backwards);
 * with `holdFirst` its first save is held back and arrives later (Deliver), after higher seqs.
 */
export class SaveBatch implements Cmd {
  constructor(
    readonly items: { q: number; answer: number | null; marked: boolean }[],
    readonly reversed: boolean,
    readonly holdFirst: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const saves = this.items.map((it) => ({
      seq: m.nextSeq++,
      questionId: (m.questions[it.q % m.questions.length] as AttemptState['questions'][number]).id,
      answer: it.answer,
      marked: it.marked,
    }));
    m.delayed.push(...(this.holdFirst ? saves.splice(0, 1) : []));
    m.sent.push(...saves);
    if (saves.length > 0) await sendSaves(m, r, this.reversed ? [...saves].reverse() : saves);
  }
  toString = () =>
    `save(${this.items.map((i) => `q${i.q}=${i.answer}`).join(',')}${this.reversed ? ' reversed' : ''}${this.holdFirst ? ' first held' : ''})`;
}

/** A held-back save arrives at last, after saves made later than it. */
export class Deliver implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.delayed.length > 0;
  async run(m: Model, r: Real) {
    const [save] = m.delayed.splice(this.pick % m.delayed.length, 1) as [Sent];
    m.sent.push(save);
    await sendSaves(m, r, [save]);
  }
  toString = () => `deliver(${this.pick})`;
}

/** An earlier save sent again, late: a retry, a replay after going offline, a second tab. */
export class Replay implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.sent.length > 0;
  async run(m: Model, r: Real) {
    await sendSaves(m, r, [m.sent[this.pick % m.sent.length] as Sent]);
  }
  toString = () => `replay(${this.pick})`;
}

export type Step =
  | { kind: 'by'; ms: number }
  | { kind: 'to'; mark: 'deadline' | 'grace' | 'section'; section: number; offsetMs: number };

/** Time passes: a little, or to just before, at or after a deadline, its grace or a section's end. */
export class Advance implements Cmd {
  constructor(readonly step: Step) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const now = nowOf(r);
    let target = now;
    if (this.step.kind === 'by') target = now + this.step.ms;
    else {
      const { mark, section, offsetMs } = this.step;
      const window = m.windows?.[section % m.windows.length];
      const base =
        mark === 'deadline'
          ? m.deadline
          : mark === 'grace'
            ? m.deadline + graceMs
            : (window?.closesAt ?? m.deadline);
      target = base + offsetMs;
    }
    // The server's clock only moves forward.
    if (target > now) r.t.clock.advance(target - now);
  }
  toString = () =>
    this.step.kind === 'by'
      ? `advance(${this.step.ms} ms)`
      : `to(${this.step.mark} ${this.step.section} ${this.step.offsetMs} ms)`;
}

/** The candidate submits (from a hall that may have missed the deadline): idempotent. */
export class Submit implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const now = nowOf(r);
    const res = await post(r, `/api/attempts/${m.attemptId}/submit`);
    finalise(m, now, 'candidate');
    expect(res.statusCode, res.body).toBe(200);
    expectResult(m, res.json() as AttemptResult);
  }
  toString = () => 'submit';
}

/** The server's sweeper pass: finalises an attempt past its deadline and grace, at the deadline. */
export class Sweep implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const now = nowOf(r);
    const due = m.status === 'active' && m.deadline < now - graceMs;
    const swept = await sweepExpiredAttempts(r.t.app.deps);
    // Only this run's attempt can be active: earlier runs ended submitted.
    expect(swept).toBe(due ? 1 : 0);
    if (due) finalise(m, now, 'timeout');
  }
  toString = () => 'sweep';
}

/** The hall reloads (or another tab opens): the saved answers, status and time as the model holds them. */
export class Reload implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const now = nowOf(r);
    const res = await r.t.app.inject({
      method: 'GET',
      url: `/api/attempts/${m.attemptId}`,
      headers: r.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json() as AttemptState;
    expect(state).toMatchObject({
      status: m.status,
      deadline: new Date(m.deadline).toISOString(),
      serverNow: new Date(now).toISOString(),
    });
    const held = Object.fromEntries(
      state.responses.map((x) => [x.questionId, { seq: x.seq, answer: x.answer, marked: x.marked }]),
    );
    expect(held).toEqual(Object.fromEntries(m.answers));
  }
  toString = () => 'reload';
}

/** The result page: 409 until the attempt is finalised, then what the answers make. */
export class Result implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.t.app.inject({
      method: 'GET',
      url: `/api/attempts/${m.attemptId}/result`,
      headers: r.headers,
    });
    if (m.status === 'active') {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'ATTEMPT_NOT_SUBMITTED' } });
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expectResult(m, res.json() as AttemptResult);
  }
  toString = () => 'result';
}

/**
 * The candidate starts the set again (the exam list's button, a bookmark): the running attempt is
 * resumed while it can take answers; past that it is finalised at its deadline and a new one starts.
 */
export class StartAgain implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const now = nowOf(r);
    const res = await post(r, '/api/attempts', { setId: r.set.slug, language: 'en' });
    const state = res.json() as AttemptState;
    if (m.status === 'active' && m.deadline + graceMs > now) {
      expect(res.statusCode, res.body).toBe(200);
      expect(state.id).toBe(m.attemptId);
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(state.id).not.toBe(m.attemptId);
    finalise(m, now, 'timeout');
    await new Result().run(m, r);
    Object.assign(m, modelOf(state));
  }
  toString = () => 'startAgain';
}
