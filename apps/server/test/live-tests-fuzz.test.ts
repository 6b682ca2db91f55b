import { isApiErrorBody } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { livePaper, scheduleIndia } from './live-tests-fixtures.ts';
import { casesFor, fixtures, type Method, type Operation } from './openapi-walk.ts';

/**
 * fuzz-openapi.test.ts's generated bad requests, on the live-test routes alone and aimed at a real
 * scheduled test and institute: no answer is a 5xx and every refusal is in the error shape. (The
 * whole-API fuzz walks these routes too; this one keeps them checked in seconds on a busy machine.)
 */
let t: TestApp;
const roles: Record<string, Record<string, string>> = { nobody: {} };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const db = t.database.db;
  const org = await createOrganisation(db);
  const admin = await createUser(db, { role: 'admin', organizationId: org.id, orgRole: 'admin' });
  const student = await createUser(db, { organizationId: org.id, orgRole: 'member' });
  roles.student = bearer((await signIn(t.app, student.username)).token);
  roles.admin = bearer((await signIn(t.app, admin.username)).token);
  const paper = await livePaper(db);
  const test = await scheduleIndia(t.app, roles.admin, paper.id, new Date(t.clock().getTime() + 30 * 60_000));
  Object.assign(fixtures, {
    orgId: org.id,
    liveTestId: test.id,
    setSlug: paper.slug,
    seriesSlug: paper.seriesSlug,
  });
}, 60_000);
afterAll(async () => t?.close());

describe('the live-test routes under generated bad requests', () => {
  it('answers every generated request below 500 and every refusal in the error shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let requests = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.includes('/live-tests')) continue;
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (const [role, headers] of Object.entries(roles))
          for (const c of casesFor(path, op)) {
            requests += 1;
            const res = await t.app.inject({
              method: method.toUpperCase() as Method,
              url: c.url,
              headers: {
                ...headers,
                ...(c.payload === undefined ? {} : { 'content-type': c.contentType ?? 'application/json' }),
              },
              ...(c.payload === undefined ? {} : { payload: c.payload }),
            });
            const where = `${role} ${method} ${path} [${c.label}] → ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400) {
              let body: unknown;
              try {
                body = res.json();
              } catch {
                body = undefined;
              }
              if (!isApiErrorBody(body)) failures.push(`${where} not in the error shape`);
            }
          }
      }
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  }, 180_000);
});
