import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examTemplates, isExamKey } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../src/db/seed/content.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The reserved live papers (content/live, docs/content.md) reach the database the way an admin
// brings them: an unpublished set created at /test-upload, the paper's file imported into it. The
// set stays unpublished, so no student can list or open it before its live test.
let t: TestApp;
let admin = '';
let student = '';

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, (await createUser(t.database.db, { role: 'admin' })).username)).token;
  student = (await signIn(t.app, (await createUser(t.database.db)).username)).token;
});
afterAll(() => t.close());

describe('the live papers through the admin import', () => {
  it.each(['general-exams-live-1', 'ugc-net-live-1', 'jee-main-live-1'])(
    '%s imports whole into an unpublished set that students cannot see',
    async (name) => {
      const text = readFileSync(join(contentDir, 'live', `${name}.json`), 'utf8');
      const file = JSON.parse(text) as { examKey: string; set: { published: boolean } };
      expect(isExamKey(file.examKey) && file.set.published).toBe(false);
      if (!isExamKey(file.examKey)) return;
      const series = await call('POST', '/api/admin/content/series', admin, {
        slug: `live-${name}`,
        examKey: file.examKey,
        title: { hi: 'लाइव टेस्ट', en: 'Live tests' },
      });
      expect(series.statusCode, series.body).toBe(201);
      const set = await call('POST', '/api/admin/content/sets', admin, {
        seriesId: series.json().series.id,
        slug: name,
        title: { hi: 'लाइव टेस्ट 1', en: 'Live test 1' },
        languages: ['hi', 'en'],
      });
      const setId = set.json().set.id as string;
      expect(set.json().set.published).toBe(false);
      const res = await call('POST', `/api/admin/content/sets/${setId}/import`, admin, {
        format: 'json',
        mode: 'replace',
        fileName: `${name}.json`,
        contentBase64: Buffer.from(text).toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, imported: examTemplates[file.examKey].totalQuestions });
      // A student finds neither the set in its series nor the set itself.
      const list = await call('GET', `/api/exams/series/live-${name}/sets`, student);
      expect(list.statusCode === 404 || list.json().items.length === 0, list.body).toBe(true);
      const direct = await call('GET', `/api/exams/sets/${name}`, student);
      expect(direct.statusCode, direct.body).toBe(404);
    },
    60_000,
  );
});
