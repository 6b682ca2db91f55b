import {
  type AttemptState,
  type ExamKey,
  examTemplates,
  type QuestionInput,
  type SetFile,
} from '@abhyas/core';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { createSetFromFile } from '../src/modules/questions/store.ts';
import { bearer, createUser, signIn } from './factories.ts';

export interface SeededSet {
  slug: string;
  seriesSlug: string;
  examKey: ExamKey;
}

let counter = 0;

/** The 0-based correct option of question number `n` (1-based) in a set made here. */
export const keyOf = (n: number) => n % 4;

/**
 * A published practice set that follows `examKey`'s template exactly, with generated bilingual
 * questions whose keys cycle through the options (so tests can compute expected scores).
 */
export async function createPracticeSet(
  db: Db,
  examKey: ExamKey,
  over: {
    languages?: ('hi' | 'en')[];
    published?: boolean;
    /** Questions to put first, in place of the made-up ones (their `section` is kept). */
    lead?: QuestionInput[];
  } = {},
): Promise<SeededSet> {
  counter += 1;
  const tag = `${Date.now().toString(36)}-${counter}`;
  const template = examTemplates[examKey];
  const inputs: QuestionInput[] = [];
  template.sections.forEach((section, s) => {
    for (let i = 0; i < section.totalQuestions; i += 1) {
      const n = inputs.length + 1;
      inputs.push({
        section: s + 1,
        subject: 'maths',
        topic: 'average',
        difficulty: 'easy',
        text: {
          hi: `प्रश्न ${tag} संख्या ${n}: ${n} और ${n + 2} का औसत क्या है?`,
          en: `Q ${tag} no ${n}: the average of ${n} and ${n + 2}?`,
        },
        options: [0, 1, 2, 3].map((k) => ({ hi: `${n + k}`, en: `${n + k}` })),
        answer: (n % 4) + 1,
        explanation: { hi: `व्याख्या ${n}`, en: `Explanation ${n}` },
      });
    }
  });
  for (const [i, q] of (over.lead ?? []).entries()) inputs[i] = q;
  const file: SetFile = {
    format: 'abhyas-set/1',
    examKey,
    series: {
      slug: `series-${tag}`,
      title: { hi: 'शृंखला', en: 'Series' },
      description: { hi: 'विवरण', en: 'About' },
    },
    set: {
      slug: `set-${tag}`,
      title: { hi: `सेट ${tag}`, en: `Set ${tag}` },
      languages: over.languages ?? ['hi', 'en'],
      free: true,
      published: over.published ?? true,
    },
    questions: inputs,
  };
  await db.transaction((tx) => createSetFromFile(tx, file, inputs));
  return { slug: file.set.slug, seriesSlug: file.series.slug, examKey };
}

/** A valid question body of the general-studies exam (add/edit one question); `n` makes its text unique. */
export const questionInput = (n: number, over: Record<string, unknown> = {}) => ({
  section: 1,
  subject: 'geography',
  topic: 'indian-geography',
  difficulty: 'medium',
  text: { hi: `प्रश्न संख्या ${n}: भारत की राजधानी क्या है?`, en: `Question ${n}: what is the capital of India?` },
  options: [
    { hi: 'दिल्ली', en: 'Delhi' },
    { hi: 'मुंबई', en: 'Mumbai' },
    { hi: 'कोलकाता', en: 'Kolkata' },
    { hi: 'चेन्नई', en: 'Chennai' },
  ],
  answer: 1,
  explanation: { hi: 'नई दिल्ली भारत की राजधानी है।', en: 'New Delhi is the capital of India.' },
  ...over,
});

/** A signed-in student: the user row and the headers to call the API as them. */
export async function student(app: App, db: Db, over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, over);
  const auth = await signIn(app, user.username);
  return { user, headers: bearer(auth.token) };
}

type Headers = Record<string, string>;

/** Starts (or resumes) `set` in English through `app`, as the hall's begin does; any node of a deployment. */
export async function startAttempt(app: App, headers: Headers, set: SeededSet) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: set.slug, language: 'en' },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json() as AttemptState;
}

/** The attempt as the hall reloads it through `app`. */
export const resumeAttempt = async (app: App, headers: Headers, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/attempts/${id}`, headers })).json() as AttemptState;

/** An admin grants (or withdraws) a student's compensatory time. */
export async function setCompensatoryTime(app: App, admin: Headers, userId: string, granted: boolean) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}/accommodations`,
    headers: admin,
    payload: { compensatoryTime: granted },
  });
  expect(res.statusCode).toBe(200);
}

/** One answer as the hall sends it (`answer: null` with `marked` is "marked for review" alone). */
export interface HallAnswer {
  questionId: string;
  answer: number | null;
  marked?: boolean;
}

/**
 * Answers like a person's hall (docs/exam-hall.md, "Honest ranks"): each question is visited (the
 * blank save the hall sends when it first shows a question), answered `secondsEach` later with that
 * time spent on it, and the next question's visit rides with the answer, as Save & Next sends them;
 * one request per answer. Returns the next free seq.
 */
export async function answerAsAPerson(
  app: App,
  clock: { advance(ms: number): void },
  headers: Headers,
  attemptId: string,
  answers: readonly HallAnswer[],
  { secondsEach = 30, firstSeq = 1 }: { secondsEach?: number; firstSeq?: number } = {},
): Promise<number> {
  let seq = firstSeq;
  const visit = (questionId: string) => ({
    seq: seq++,
    questionId,
    answer: null,
    marked: false,
    timeSpentMs: 0,
  });
  const send = async (saves: object[]) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/attempts/${attemptId}/saves`,
      headers,
      payload: { saves },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const first = answers[0];
  if (!first) return seq;
  await send([visit(first.questionId)]);
  for (const [i, a] of answers.entries()) {
    clock.advance(secondsEach * 1000);
    const next = answers[i + 1];
    const answer = {
      seq: seq++,
      questionId: a.questionId,
      answer: a.answer,
      marked: a.marked ?? false,
      timeSpentMs: secondsEach * 1000,
    };
    await send(next ? [answer, visit(next.questionId)] : [answer]);
  }
  return seq;
}

/**
 * Takes `set` and submits it at once, so its questions open for this student (core's honest-ranks
 * rule, `sealOf`: a published set's questions are sealed until the student submits it). Returns the
 * submitted attempt's id.
 */
export async function submitSet(app: App, headers: Headers, set: SeededSet): Promise<string> {
  const state = await startAttempt(app, headers, set);
  const res = await app.inject({ method: 'POST', url: `/api/attempts/${state.id}/submit`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return state.id;
}
