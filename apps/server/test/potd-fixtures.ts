import type { BankQuestion, PotdToday } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * What the Problem of the Day tests (potd*.test.ts) share: the real app and database with a fake
 * clock, three bank questions, a draft and a published set, two students and an admin.
 */
export let t: TestApp;
export type Headers = Record<string, string>;
type Student = Awaited<ReturnType<typeof student>>;
export let a: Student;
export let b: Student;
export let admin: Student;
export const bank: string[] = [];
export let published: SeededSet;
export let draft: SeededSet;

const q = (topic: string, en: string, hi: string): BankQuestion => ({
  subject: 'polity',
  topic,
  difficulty: 'medium',
  text: { hi, en },
  options: [
    { hi: 'अनुच्छेद 14', en: 'Article 14' },
    { hi: 'अनुच्छेद 19', en: 'Article 19' },
    { hi: 'अनुच्छेद 21', en: 'Article 21' },
    { hi: 'अनुच्छेद 32', en: 'Article 32' },
  ],
  answer: 3,
  explanation: { hi: 'व्याख्या', en: 'Because Article 21 says so.' },
});

/** Moves the fake clock to an instant given in IST, e.g. '2026-11-27T23:59'. */
export const setIst = (local: string) =>
  t.clock.advance(Date.parse(`${local}:00+05:30`) - t.clock().getTime());

export const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en-IN,en;q=0.9' });
export const today = async (headers: Headers, lang = 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/potd/today',
    headers: { ...headers, 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as PotdToday, raw: res.body };
};
export const submit = (headers: Headers, answer: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/potd/submit', headers: en(headers), payload: { answer } });
/** The rows of a set's questions, in order. */
export const rowsOf = (set: SeededSet) =>
  t.database.db
    .select({ id: setQuestions.questionId, setId: setQuestions.setId, position: setQuestions.position })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .where(eq(practiceSets.slug, set.slug))
    .orderBy(setQuestions.position);

/** One app per test file, seeded as above; the clock stands at 26 November 2026, 09:00 IST. */
export function usePotdApp() {
  beforeAll(async () => {
    // The clock walks a fortnight: tokens must outlive it.
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
    const db = t.database.db;
    const stored = await db.transaction((tx) =>
      storeQuestions(tx, [
        q(
          'fundamental-rights',
          'Which article protects life and liberty?',
          'कौन-सा अनुच्छेद जीवन की रक्षा करता है?',
        ),
        q('fundamental-rights', 'Which article gives the right to life?', 'जीवन का अधिकार किस अनुच्छेद में है?'),
        q(
          'parliament',
          'Which article do courts cite for personal liberty?',
          'व्यक्तिगत स्वतंत्रता का अनुच्छेद कौन-सा है?',
        ),
      ]),
    );
    // Files share this module when Vitest runs them in one worker (isolate: false): start afresh.
    bank.splice(0, bank.length, ...stored);
    // A paper still secret and a ranked one: neither's questions may be anyone's daily problem (a
    // solved day shows its key, and a set's key is sealed until the student submits that set).
    draft = await createPracticeSet(db, 'general', { published: false });
    published = await createPracticeSet(db, 'general');
    a = await student(t.app, db);
    b = await student(t.app, db);
    admin = await student(t.app, db, { role: 'admin' });
    setIst('2026-11-26T09:00');
  });
  afterAll(async () => t?.close());
}
