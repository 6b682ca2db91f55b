import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPotdAnswer } from './access-rows-daily.ts';
import { everyone, publicRoutes, registeredRoutes, seedAccessTable, table } from './access-table.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let orgA = '';
let orgB = '';
let studentId = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await createOrganisation(db, 'Org A')).id;
  orgB = (await createOrganisation(db, 'Org B')).id;
  const people = {
    student: await createUser(db, { orgRole: 'member', organizationId: orgA }),
    orgAdminA: await createUser(db, { orgRole: 'admin', organizationId: orgA }),
    orgAdminB: await createUser(db, { orgRole: 'admin', organizationId: orgB }),
    platformAdmin: await createUser(db, { role: 'admin' }),
  };
  studentId = people.student.id;
  seedAccessTable({ orgA, studentId });
  for (const [who, user] of Object.entries(people)) tokens[who] = (await signIn(t.app, user.username)).token;
  const today = await t.app.inject({
    method: 'GET',
    url: '/api/potd/today',
    headers: bearer(tokens.student ?? ''),
  });
  setPotdAnswer(today.json().problem.options[0].text);
});
afterAll(() => t.close());

describe('who may call what', () => {
  for (const row of table) {
    for (const who of everyone) {
      it(`${who} → ${row.expect[who]} on ${row.route.toString().match(/url: `?'?([^`']+)/)?.[1]}`, async () => {
        const { method, url, payload } = row.route();
        const res = await t.app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
          headers: who === 'anonymous' ? {} : bearer(tokens[who] ?? ''),
        });
        expect(res.statusCode).toBe(row.expect[who]);
        // A caller let through may still meet a 404 for the made-up id; never a validation error.
        if (res.statusCode >= 400)
          expect(res.json().error.code).toMatch(
            // 409: the caller's state refuses it (a member of an institute registering another).
            res.statusCode === 404
              ? /^NOT_FOUND$/
              : res.statusCode === 409
                ? /^CONFLICT$/
                : /^(UNAUTHENTICATED|FORBIDDEN)$/,
          );
      });
    }
  }

  it('has a row for every registered route that is not public, and none for a route that does not exist', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({
        method: method.toUpperCase(),
        path,
        // '/api/attempts/{attemptId}' matches one path segment where the parameter stands.
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      })),
    );
    const key = (o: { method: string; path: string }) => `${o.method} ${o.path}`;
    /** The operation a row calls: among the patterns its URL matches, the most literal one. */
    const operationOf = (row: (typeof table)[number]) => {
      const { method, url } = row.route();
      const path = url.split('?')[0] ?? url;
      const matches = operations.filter((o) => o.method === method && o.pattern.test(path));
      return matches.sort((a, b) => a.params - b.params)[0];
    };
    const registered = registeredRoutes(t.app);
    const documented = new Set(operations.map(key));
    const covered = new Set(table.flatMap((row) => operationOf(row) ?? []).map(key));
    const without = (xs: Iterable<string>, ...sets: Set<string>[]) =>
      [...xs].filter((x) => !sets.some((s) => s.has(x))).sort();
    // Set equality, each way, naming the routes: the rows are matched against the OpenAPI document,
    // so a route hidden from it would escape the table too.
    expect({
      registeredWithoutRow: without(registered, covered, new Set(publicRoutes)),
      rowsForNoRoute: table
        .filter((row) => !operationOf(row))
        .map((row) => `${row.route().method} ${row.route().url}`),
      publicButNotRegistered: without(publicRoutes, registered),
      registeredButNotDocumented: without(registered, documented),
      documentedButNotRegistered: without(documented, registered),
    }).toEqual({
      registeredWithoutRow: [],
      rowsForNoRoute: [],
      publicButNotRegistered: [],
      registeredButNotDocumented: [],
      documentedButNotRegistered: [],
    });
    // A route listed as public must really take an anonymous caller (or it would escape the table).
    for (const route of publicRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: path.replace(/\{[^}]+\}/g, 'x'),
      });
      expect(res.statusCode, route).not.toBe(401);
    }
  });

  it('refuses to start when a route forgets to declare who may call it', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/none' }), {
      database: t.database,
    });
    await expect(
      app.register(async (api) => {
        api.get('/api/forgotten', async () => 'open door');
      }),
    ).rejects.toThrow(/does not declare config.access/);
  });
});

describe('platform admin actions', () => {
  it('disabling an account ends its sessions at once; enabling lets it sign in again', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.username);
    const admin = bearer(tokens.platformAdmin ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/disable`,
      headers: admin,
    });
    expect(res.json().user).toMatchObject({ id: user.id, disabled: true });

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('ACCOUNT_DISABLED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/enable`, headers: admin });
    expect((await signIn(t.app, user.username)).user.id).toBe(user.id);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const admin = bearer(tokens.platformAdmin ?? '');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/disable',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/42/disable',
      headers: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'userId' });
  });

  it('pages the user list and refuses a limit beyond 100', async () => {
    const admin = bearer(tokens.platformAdmin ?? '');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?page=1&limit=2',
      headers: admin,
    });
    expect(page.json().data).toHaveLength(2);
    expect(page.json().meta).toMatchObject({ page: 1, limit: 2 });
    expect(page.json().meta.total).toBeGreaterThanOrEqual(4);
    const big = await t.app.inject({ method: 'GET', url: '/api/admin/users?limit=1000', headers: admin });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.field).toBe('limit');
  });
});
