import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema/index.ts';
import {
  a,
  admin,
  b,
  bank,
  draft,
  type Headers,
  published,
  rowsOf,
  setIst,
  submit,
  t,
  today,
  usePotdApp,
} from './potd-fixtures.ts';

// The admins' calendar of the Problem of the Day (docs/potd.md): scheduling a bank question, or a
// newly written one, for a day to come.
usePotdApp();
beforeAll(async () => {
  // The calendar counts a day's solvers: A and B solve 26 November's problem, as in potd.test.ts.
  for (const s of [a, b]) {
    const res = await submit(s.headers, 'Article 21');
    expect(res.json(), res.body).toMatchObject({ success: true });
  }
});

describe('the admins’ calendar', () => {
  it('lets only platform admins schedule days to come, with practice questions', async () => {
    setIst('2026-12-03T10:00');
    const put = (headers: Headers, day: string, questionId: string) =>
      t.app.inject({ method: 'PUT', url: `/api/potd/schedule/${day}`, headers, payload: { questionId } });
    expect((await put(a.headers, '2026-12-05', bank[1] ?? '')).statusCode).toBe(403);
    expect((await put(admin.headers, '2026-12-03', bank[1] ?? '')).statusCode).toBe(409);
    expect((await put(admin.headers, '2026-13-40', bank[1] ?? '')).statusCode).toBe(400);
    // A question of a set, published or not, is refused: its key is sealed for whoever has not
    // submitted the set (and a draft's may be tomorrow's paper).
    for (const set of [draft, published]) {
      const [inSet] = await rowsOf(set);
      const refused = await put(admin.headers, '2026-12-05', inSet?.id ?? '');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'CONFLICT', rule: 'validation.potd.questionInSet' });
    }
    // A question the bank does not hold at all is a 404.
    const unknown = await put(admin.headers, '2026-12-05', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);

    const ok = await put(admin.headers, '2026-12-05', bank[1] ?? '');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ day: '2026-12-05', source: 'scheduled', correctOption: 2 });
    const calendar = await t.app.inject({
      method: 'GET',
      url: '/api/potd/schedule?from=2026-11-26&to=2026-12-10',
      headers: admin.headers,
    });
    expect(calendar.json().data.map((e: { day: string }) => e.day)).toContain('2026-12-05');
    expect(calendar.json().data.find((e: { day: string }) => e.day === '2026-11-26').solvers).toBe(2);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/api/potd/schedule?from=2026-01-01&to=2026-12-31',
      headers: admin.headers,
    });
    expect(tooLong.statusCode).toBe(400);

    setIst('2026-12-05T00:00');
    expect((await today(b.headers)).body.problem?.questionId).toBe(bank[1]);
    setIst('2026-12-03T10:00');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/potd/schedule/2026-12-04', headers: admin.headers }))
        .statusCode,
    ).toBe(204);
  });
});

describe('an admin writes the day’s problem', () => {
  const written = {
    subject: 'polity',
    topic: 'parliament',
    difficulty: 'easy',
    text: {
      hi: 'राज्यसभा के सदस्यों का कार्यकाल कितने वर्ष का होता है?',
      en: 'How many years is the term of a Rajya Sabha member?',
    },
    options: [
      { hi: '4', en: '4' },
      { hi: '5', en: '5' },
      { hi: '6', en: '6' },
      { hi: '7', en: '7' },
    ],
    answer: 3,
    explanation: { hi: 'राज्यसभा के सदस्य छह वर्ष के लिए चुने जाते हैं।', en: 'Members are elected for six years.' },
  };
  const post = (headers: Headers, day: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/potd/schedule/${day}/question`,
      headers,
      payload: body as object,
    });

  it('puts a new question in the bank and on the day; students cannot, bad input changes nothing', async () => {
    setIst('2026-12-03T10:00');
    expect((await post(a.headers, '2026-12-08', written)).statusCode).toBe(403);
    const noHindi = await post(admin.headers, '2026-12-08', {
      ...written,
      text: { hi: 'Only English', en: 'Only English?' },
    });
    expect(noHindi.statusCode).toBe(400);
    expect(noHindi.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.question.hindiMissing',
    });
    expect((await post(admin.headers, '2026-12-08', { ...written, extra: 1 })).statusCode).toBe(400);
    const ok = await post(admin.headers, '2026-12-08', written);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      day: '2026-12-08',
      source: 'scheduled',
      correctOption: 2,
      text: written.text,
    });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, ok.json().questionId));
    expect(row?.topic).toBe('parliament');
    // The same text with another key is refused, not silently reused.
    const clash = await post(admin.headers, '2026-12-09', { ...written, answer: 2 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.rule).toBe('validation.potd.differsFromBank');
    setIst('2026-12-08T09:00');
    expect((await today(b.headers)).body.problem?.questionText).toBe(written.text.en);
  });
});
