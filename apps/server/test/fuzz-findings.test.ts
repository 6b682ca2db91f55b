import net from 'node:net';
import { isApiErrorBody } from '@abhyas/core';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  attemptResponses,
  feedback,
  notifications,
  questionReports,
  questions,
  users,
} from '../src/db/schema/index.ts';
import { student } from './exam-factories.ts';
import { bearer, createUser } from './factories.ts';
import {
  admin,
  call,
  expectShape,
  type Headers,
  type Method,
  newContentSet,
  orgId,
  question,
  rowCount,
  ssc,
  startAttempt,
  t,
  useFuzzApp,
} from './fuzz-fixtures.ts';

/**
 * What the fuzzing of issue 10 found, one case per finding (input refused: NUL characters, Fastify's own
 * refusals, unknown fields; Cache-Control): every answer is a 4xx in the one error
 * shape, and nothing is written. The findings in attempts, the leaderboard and
 * questions are fuzz-findings-exams.test.ts; the generated walk over every operation is fuzz-openapi.test.ts.
 */
useFuzzApp();

describe('a NUL character or a lone surrogate in any text', () => {
  it('is refused with 400 validation.forbiddenCharacter on sign-in, sign-up, feedback and notifications, writing nothing', async () => {
    const before = await Promise.all([rowCount(users), rowCount(feedback), rowCount(notifications)]);
    const cases: [Method, string, unknown, Headers, string][] = [
      ['POST', '/api/auth/signin', { identifier: 'sita\u0000', password: 'Pariksha#2026' }, {}, 'identifier'],
      [
        'POST',
        '/api/auth/signup',
        {
          name: 'Sita\u0000 Devi',
          username: 'sita_nul',
          email: 'sita.nul@example.in',
          password: 'Pariksha#2026',
        },
        {},
        'name',
      ],
      [
        'POST',
        '/api/feedback',
        {
          formType: 'feedback',
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          rating: 5,
          category: 'exam-hall',
          message: 'Works well \u0000 almost always.',
        },
        {},
        'message',
      ],
      [
        'POST',
        `/api/organisations/${orgId}/notifications`,
        { title: 'Holiday\u0000', body: 'Closed tomorrow' },
        admin,
        'title',
      ],
      [
        'POST',
        `/api/organisations/${orgId}/notifications`,
        { title: 'Holiday', body: 'Closed \ud800 tomorrow' },
        admin,
        'body',
      ],
    ];
    for (const [method, url, payload, headers, field] of cases) {
      const error = expectShape(await call(method, url, payload, headers), 400, 'VALIDATION_ERROR');
      expect(error.rule, url).toBe('validation.forbiddenCharacter');
      expect(error.field, url).toBe(field);
    }
    expect(await Promise.all([rowCount(users), rowCount(feedback), rowCount(notifications)])).toEqual(before);
  });

  it('is refused in series, set and question texts, a report message, a query and a path', async () => {
    const setId = await newContentSet();
    const bankBefore = await rowCount(questions);
    const bad = [
      call(
        'POST',
        '/api/admin/content/series',
        { slug: 'nul-series', examKey: 'general', title: { hi: 'शृंखला\u0000', en: 'Series' } },
        admin,
      ),
      call('PATCH', `/api/admin/content/sets/${setId}`, { title: { hi: 'सेट', en: 'Set\u0000' } }, admin),
      call(
        'POST',
        `/api/admin/content/sets/${setId}/questions`,
        question({ text: { hi: 'प्रश्न\u0000', en: 'Question' } }),
        admin,
      ),
      call(
        'POST',
        `/api/admin/content/sets/${setId}/questions`,
        question({ explanation: { hi: 'व्याख्या', en: 'Lone \udfff low' } }),
        admin,
      ),
      call('GET', '/api/admin/users?search=sita%00', undefined, admin),
      call('GET', '/api/exams/series?language=hi%00', undefined, admin),
      call('GET', '/api/exams/sets/abc%00def/leaderboard', undefined, admin),
    ];
    for (const res of await Promise.all(bad)) {
      expect(expectShape(res, 400, 'VALIDATION_ERROR').rule).toBe('validation.forbiddenCharacter');
    }
    expect(await rowCount(questions)).toBe(bankBefore);

    const { headers } = await student(t.app, t.database.db);
    const state = await startAttempt(headers);
    await call('POST', `/api/attempts/${state.id}/submit`, undefined, headers);
    const questionId = state.questions[0]?.id ?? '';
    const report = await call(
      'POST',
      `/api/questions/${questionId}/reports`,
      { attemptId: state.id, reason: 'other', message: 'wrong\u0000key' },
      headers,
    );
    expect(expectShape(report, 400, 'VALIDATION_ERROR').field).toBe('message');
    const reports = await t.database.db
      .select({ n: count() })
      .from(questionReports)
      .where(eq(questionReports.questionId, questionId));
    expect(reports[0]?.n).toBe(0);
  });

  it('is refused in an object key too', async () => {
    const res = await call('POST', '/api/auth/signin', { identifier: 'sita', password: 'x', 'a\u0000': 1 });
    expect(expectShape(res, 400, 'VALIDATION_ERROR').rule).toBe('validation.forbiddenCharacter');
  });
});

describe("Fastify's own refusals", () => {
  it('answer in the one error shape: long parameter, bad URL, bad JSON, wrong type, too large, no route', async () => {
    const long = 'a'.repeat(300);
    expectShape(await call('GET', `/api/exams/sets/${long}/leaderboard`, undefined, admin), 414);
    expectShape(await call('GET', '/api/exams/sets/%E0%A4%A/leaderboard'), 400, 'VALIDATION_ERROR');
    expectShape(await call('GET', '/api/exams/sets/%/leaderboard'), 400, 'VALIDATION_ERROR');
    const raw = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload,
        headers: { 'content-type': contentType },
      });
    expectShape(await raw('{"identifier":', 'application/json'), 400, 'INVALID_JSON');
    expectShape(await raw('', 'application/json'), 400, 'INVALID_JSON');
    expectShape(await raw('{"__proto__":{"x":1}}', 'application/json'), 400, 'INVALID_JSON');
    expectShape(
      await raw('identifier=sita', 'application/x-www-form-urlencoded'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectShape(await raw('<a/>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectShape(await raw('{}', 'text/plain'), 400, 'VALIDATION_ERROR');
    expectShape(await raw(`"${'x'.repeat(200 * 1024)}"`, 'application/json'), 413, 'PAYLOAD_TOO_LARGE');
    expectShape(await call('GET', '/api/no-such-route'), 404, 'NOT_FOUND');
    expectShape(await call('DELETE', '/api/health'), 404, 'NOT_FOUND');
    expectShape(await call('GET', '/api/docs/static/no-such-file.js'), 404, 'NOT_FOUND');
  });

  it('answer malformed HTTP on a real socket in the error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => {
        data += String(chunk);
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = reply.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(isApiErrorBody(JSON.parse(body))).toBe(true);
  });
});

describe('unknown fields', () => {
  it('are refused by the attempt start, save, submit and report routes, and nothing is written', async () => {
    const { headers } = await student(t.app, t.database.db);
    const unknown = async (res: Promise<LightMyRequestResponse>, field: string) => {
      const error = expectShape(await res, 400, 'VALIDATION_ERROR');
      expect(error).toMatchObject({ rule: 'validation.unknownField', field });
    };
    await unknown(
      call('POST', '/api/attempts', { setId: ssc.slug, language: 'en', ranked: false }, headers),
      'ranked',
    );
    const state = await startAttempt(headers);
    const questionId = state.questions[0]?.id ?? '';
    const save = { seq: 1, questionId, answer: 1, marked: false, timeSpentMs: 10 };
    await unknown(
      call('POST', `/api/attempts/${state.id}/saves`, { saves: [save], force: true }, headers),
      'force',
    );
    await unknown(
      call('POST', `/api/attempts/${state.id}/saves`, { saves: [{ ...save, correct: true }] }, headers),
      'saves.0.correct',
    );
    const stored = await t.database.db
      .select({ n: count() })
      .from(attemptResponses)
      .where(eq(attemptResponses.attemptId, state.id));
    expect(stored[0]?.n).toBe(0);
    await unknown(call('POST', `/api/attempts/${state.id}/submit`, { score: 200 }, headers), 'score');
    const still = await call('GET', `/api/attempts/${state.id}`, undefined, headers);
    expect(still.json().status).toBe('active');
    expect((await call('POST', `/api/attempts/${state.id}/submit`, {}, headers)).statusCode).toBe(200);
    await unknown(
      call(
        'POST',
        `/api/questions/${questionId}/reports`,
        { attemptId: state.id, reason: 'other', message: 'x', status: 'resolved' },
        headers,
      ),
      'status',
    );
    await unknown(
      call(
        'POST',
        `/api/admin/content/sets/${await newContentSet()}/questions`,
        question({ id: 'x' }),
        admin,
      ),
      'id',
    );
    await unknown(
      call(
        'POST',
        `/api/admin/content/sets/${await newContentSet()}/questions`,
        question({ text: { hi: 'प्रश्न', en: 'Q', mr: 'x' } }),
        admin,
      ),
      'text.mr',
    );
  });
});

describe('Cache-Control', () => {
  it('is no-store on every signed-in answer, token answers and refusals, and left alone on public reads', async () => {
    const s = await createUser(t.database.db);
    const signin = await call('POST', '/api/auth/signin', {
      identifier: s.username,
      password: 'Pariksha#2026',
    });
    expect(signin.headers['cache-control']).toBe('no-store');
    const headers = bearer(signin.json().token);
    for (const res of [
      await call('GET', '/api/me', undefined, headers),
      await call('GET', '/api/me'),
      await call('GET', `/api/exams/sets/${ssc.slug}/leaderboard`, undefined, headers),
      await call('GET', '/api/exams/series', undefined, headers),
      await call('GET', '/api/admin/users', undefined, headers),
    ]) {
      expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('no-store');
    }
    const publicRead = await call('GET', '/api/exams/series');
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['cache-control']).toBeUndefined();
  });
});
