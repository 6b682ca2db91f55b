import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { PASSWORD } from './factories.ts';
import { createTestApp, openTestDatabase, type TestApp } from './helpers.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health and docs', () => {
  it('runs on the database the environment names (PostgreSQL when TEST_DATABASE_URL is set)', () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('reports the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports 503 when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/none' }), { database });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await app.close();
  });

  it('publishes an OpenAPI document generated from the route schemas, and a viewer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/signin', '/api/auth/refresh', '/api/me']),
    );
    const signup = doc.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'username', 'email', 'password']),
    );
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-security-policy']).not.toContain('https:');
  });
});

describe('serving the web app', () => {
  it('answers unknown /api paths with a JSON 404 in the one error shape', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api?x=1', '/api/auth/unknown?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('answers any other path with the app, whose router shows its own not-found page', async () => {
    for (const url of ['/', '/signin', '/exams/ssc-cgl/hi', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('app shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers, a same-origin CSP, and no CORS grant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'https://evil.example' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Only images may come from elsewhere, and only over https: (question images, docs/content-import.md).
    expect(csp.replace("img-src 'self' data: https:", '')).not.toMatch(/https?:|\*/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/signin',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives every answer a request id, keeping a sane one the caller sent', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(own.headers['x-request-id']).toBe('req-42');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    expect(evil.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('serving a prerendered build', () => {
  let pre: TestApp;
  let dist: string;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  };
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-web-pre-'));
    write('index.html', '<div id="root" data-prerendered="/">home page</div>');
    write('shell.html', '<div id="root"></div>app shell');
    write('about/index.html', '<div id="root" data-prerendered="/about">about page</div>');
    write('exam/SSC/index.html', '<div id="root" data-prerendered="/exam/SSC">SSC page</div>');
    write('sw.js', 'self.addEventListener("fetch", () => {});');
    write('manifest.webmanifest', '{"name":"Abhyas"}');
    write('robots.txt', 'User-agent: *');
    write('assets/index-abc123.js', 'console.log(1)');
    write('assets/index-abc123.js.br', 'brotli bytes');
    write('about/index.html.gz', 'gzip bytes of the about page');
    pre = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await pre.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a prerendered path with its own page, with or without a trailing slash or query', async () => {
    const cases = {
      '/': 'home page',
      '/?utm_source=x': 'home page',
      '/about': 'about page',
      '/about/': 'about page',
      '/exam/SSC': 'SSC page',
    };
    for (const [url, text] of Object.entries(cases)) {
      const res = await pre.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(text);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers every other path with the plain app shell, never a prerendered page', async () => {
    for (const url of ['/quiz', '/exam/UNKNOWN', '/about/more', '/no/such/page']) {
      const res = await pre.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('app shell');
    }
    expect((await pre.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
  });

  it('makes browsers revalidate the service worker, manifest and robots.txt, but not hashed assets', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/robots.txt']) {
      const res = await pre.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await pre.app.inject({ method: 'GET', url: '/sw.js' })).headers['content-type']).toContain(
      'javascript',
    );
    const asset = await pre.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the build made to a browser that accepts it', async () => {
    const br = await pre.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toContain('javascript');
    const page = await pre.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toContain('text/html');
    const plain = await pre.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe('logs', () => {
  it('carry request ids and never a password, a token or a refresh token', async () => {
    const payload = {
      name: 'Log Test',
      username: 'log_tester',
      email: 'log@example.in',
      password: 'Gupt#Shabd99',
    };
    const up = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    const { token, refreshToken } = up.json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { identifier: 'log_tester', password: 'Gupt#Shabd99' },
    });
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const text = t.logs.join('\n');
    expect(text).toContain('"reqId"');
    for (const secret of ['Gupt#Shabd99', token, refreshToken, PASSWORD]) expect(text).not.toContain(secret);
  });
});

describe('demo seed', () => {
  it('creates a student, a platform admin and an organisation admin once, and changes nothing when run again', async () => {
    const database = await openTestDatabase();
    try {
      expect(await seedDemo(database.db)).toBe(3);
      expect(await seedDemo(database.db)).toBe(0);
      const rows = await database.db.select().from(users);
      expect(rows.map((u) => [u.username, u.role, u.orgRole]).sort()).toEqual([
        ['demo_admin', 'admin', null],
        ['demo_institute', 'user', 'admin'],
        ['demo_student', 'user', 'member'],
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('a moved clock (CLOCK_OFFSET_MS, tests only)', () => {
  it('is read as milliseconds and refused in production, where deadlines must be the real time', () => {
    expect(loadConfig({ CLOCK_OFFSET_MS: '3660000' }).CLOCK_OFFSET_MS).toBe(3_660_000);
    expect(loadConfig({}).CLOCK_OFFSET_MS).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_MS: '1' })).toThrow(/CLOCK_OFFSET_MS/);
    expect(loadConfig({ NODE_ENV: 'production' }).CLOCK_OFFSET_MS).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then closes the database', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/none' }), { database });
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 50));
    const closed = app.close();
    expect(await inFlight).toEqual({ done: true });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await database.close();
    expect(await database.ping()).toBe(false);
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
  it('defaults to port 5000 and ./data with the embedded database', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(5000);
    expect(c.DATA_DIR.endsWith(`${path.sep}data`)).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://localhost:5000');
  });
});
