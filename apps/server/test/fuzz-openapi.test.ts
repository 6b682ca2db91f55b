import { randomUUID } from 'node:crypto';
import { type AttemptState, isApiErrorBody } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, type SeededSet } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Walks the OpenAPI document the running app serves and sends generated bad requests to every
 * operation it lists (routes added later are walked too), as nobody, as a student and as an admin.
 * Any 5xx, or an error answer outside `{ error: { code, message } }`, fails the test. The cases come
 * from a fixed seed, so a failure reproduces; FUZZ_VERBOSE=1 prints how many requests went where.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** mulberry32: small, fast and the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

let t: TestApp;
const fixtures = {
  attemptId: '',
  questionId: '',
  setSlug: '',
  seriesSlug: '',
  adminSetId: '',
  adminSeriesId: '',
  orgId: '',
  victimId: '',
  reportId: '',
  studentName: '',
};
const roles: Record<string, Record<string, string>> = { nobody: {} };

beforeAll(async () => {
  // Generous limits: a refusal for speed would hide what the request would have done.
  t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    RATE_LIMIT_SIGNIN_PER_IP: '1000000',
    RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: '1000000',
    RATE_LIMIT_SIGNUP_PER_IP: '1000000',
    RATE_LIMIT_FORGOT_PER_IP: '1000000',
    RATE_LIMIT_FORGOT_PER_ACCOUNT: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  });
  const db = t.database.db;
  const org = await createOrganisation(db);
  const admin = await createUser(db, { role: 'admin', organizationId: org.id, orgRole: 'admin' });
  const student = await createUser(db, { organizationId: org.id, orgRole: 'member' });
  // Accounts the admin's generated requests may disable or change: never the ones signed in here.
  fixtures.victimId = (await createUser(db)).id;
  fixtures.orgId = org.id;
  fixtures.studentName = student.username;
  roles.student = bearer((await signIn(t.app, student.username)).token);
  roles.admin = bearer((await signIn(t.app, admin.username)).token);
  const set: SeededSet = await createPracticeSet(db, 'SSC');
  fixtures.setSlug = set.slug;
  fixtures.seriesSlug = set.seriesSlug;
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers: roles.student,
    payload: { setId: set.slug, language: 'hi' },
  });
  const state = started.json() as AttemptState;
  fixtures.attemptId = state.id;
  fixtures.questionId = state.questions[0]?.id ?? randomUUID();
  const series = await t.app.inject({
    method: 'POST',
    url: '/api/admin/content/series',
    headers: roles.admin,
    payload: { slug: 'fuzz-series', examKey: 'general', title: { hi: 'फ़ज़ शृंखला', en: 'Fuzz series' } },
  });
  fixtures.adminSeriesId = series.json().series.id;
  const adminSet = await t.app.inject({
    method: 'POST',
    url: '/api/admin/content/sets',
    headers: roles.admin,
    payload: {
      seriesId: fixtures.adminSeriesId,
      slug: 'fuzz-set',
      title: { hi: 'फ़ज़ सेट', en: 'Fuzz set' },
      languages: ['hi', 'en'],
    },
  });
  fixtures.adminSetId = adminSet.json().set.id;
});
afterAll(async () => t?.close());

/** The parts of a schema that say what a value is: the first alternative of a union, merged allOf. */
function resolve(schema: Schema = {}): Schema {
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return resolve(alt.find((s) => s.type !== 'null') ?? alt[0]);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(resolve));
  return schema;
}
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);

/** Field names whose plausible values a pattern or a rule would otherwise make hard to guess. */
const plausible: Record<string, Json> = {
  username: 'fuzz_user',
  email: 'fuzz@example.in',
  password: 'Fuzz#2026pass',
  name: 'Fuzz Name',
  identifier: 'fuzz_nobody',
  slug: 'fuzz-slug-x',
  language: 'hi',
  examKey: 'general',
  subject: 'geography',
  topic: 'indian-geography',
  message: 'A message long enough to pass.',
  hi: 'फ़ज़ पाठ',
  en: 'Fuzz text',
};

/** A plausible value of a schema: what a careful client would send. */
function sample(schema: Schema | undefined, name = '', depth = 0, salt = ''): Json {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const as Json;
  if (s.enum?.length) return s.enum[0] as Json;
  if (s.default !== undefined) return s.default as Json;
  const known = plausible[name];
  // Items of an array differ (options must be distinct): each string leaf carries its index.
  if (known !== undefined && depth < 4) return typeof known === 'string' && salt ? `${known} ${salt}` : known;
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'uuid') return fixtureUuid(name);
      if (s.format === 'email') return 'fuzz@example.in';
      if (s.format === 'date-time') return '2026-11-22T10:00:00.000Z';
      return `${'f'.repeat(Math.max(s.minLength ?? 0, 12))}${salt}`.slice(0, s.maxLength ?? 16);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, (_, i) =>
        sample(s.items, name, depth + 1, `${salt}${i + 1}`),
      );
    case 'object':
      // Required fields only: an optional field with a guessed value would spoil the whole body.
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([k]) => s.required?.includes(k))
          .map(([k, v]) => [k, sample(v, k, depth + 1, salt)]),
      );
    default:
      return 'fuzz';
  }
}

function fixtureUuid(name: string): string {
  const known: Record<string, string> = {
    attemptId: fixtures.attemptId,
    questionId: fixtures.questionId,
    userId: fixtures.victimId,
    organizationId: fixtures.orgId,
    seriesId: fixtures.adminSeriesId,
    setId: fixtures.adminSetId,
  };
  return known[name] ?? randomUUID();
}

/** A path parameter's plausible value (raw, to be URL-encoded). */
function paramValue(p: Parameter): string {
  const s = resolve(p.schema);
  if (s.format === 'uuid') return fixtureUuid(p.name);
  if (p.name === 'setId') return fixtures.setSlug;
  if (p.name === 'seriesId') return fixtures.seriesSlug;
  return String(sample(p.schema, p.name));
}

/** Values that have broken servers before, one list per kind of slot. */
const junkValues: Json[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(20_000),
  '',
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  true,
  null,
  [],
  {},
  ['a', 1],
  { nested: { deeper: 'a\u0000' } },
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '१२३',
  '😀',
];
const pathJunk = [
  'a'.repeat(300),
  '%00',
  '%',
  '%E0%A4%A',
  '-1',
  'null',
  '%F0%9F%98%80',
  '..',
  `${'9'.repeat(40)}`,
];
const queryJunk = ['%00', 'a%00b', '%', '1e309', '-1', 'x'.repeat(5000), '%ED%A0%80', 'true', ''];

interface Case {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** The generated requests of one operation: every path parameter, query parameter and body field spoilt in turn. */
function casesFor(path: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (over: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const param = pathParams.find((p) => p.name === name);
      return over[name] ?? encodeURIComponent(param ? paramValue(param) : 'x');
    });
  const query = (over: Record<string, string> = {}) => {
    const pairs = queryParams
      .filter((p) => p.required || p.name in over)
      .map((p) => `${p.name}=${over[p.name] ?? encodeURIComponent(String(sample(p.schema, p.name)))}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  };
  const baseUrl = fill() + query();
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? sample(bodySchema) : undefined;
  const json = (v: Json | undefined) => (v === undefined ? {} : { payload: JSON.stringify(v) });
  const cases: Case[] = [{ label: 'plausible', url: baseUrl, ...json(base) }];

  for (const p of pathParams)
    for (const junk of pathJunk)
      cases.push({ label: `path ${p.name}=${junk.slice(0, 12)}`, url: fill({ [p.name]: junk }) + query() });
  for (const p of queryParams) {
    for (const junk of queryJunk)
      cases.push({ label: `query ${p.name}=${junk.slice(0, 12)}`, url: fill() + query({ [p.name]: junk }) });
    cases.push({
      label: `query ${p.name} twice`,
      url: `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${p.name}=1&${p.name}=2`,
    });
  }
  cases.push({ label: 'unknown query', url: `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}__fuzz=%00` });

  // Whole bodies: none, the wrong shape, not JSON at all, a content type we do not take.
  const wholes: [string, string | undefined, string | undefined][] = [
    ['no body', undefined, undefined],
    ['empty object', '{}', 'application/json'],
    ['array', JSON.stringify([base ?? {}]), 'application/json'],
    ['string', '"fuzz"', 'application/json'],
    ['number', '1e400', 'application/json'],
    ['null', 'null', 'application/json'],
    ['broken JSON', '{"a":', 'application/json'],
    ['empty JSON', '', 'application/json'],
    ['prototype', '{"__proto__":{"admin":true}}', 'application/json'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
    ['text', 'hello', 'text/plain'],
    ['form', 'a=1', 'application/x-www-form-urlencoded'],
    ['unknown field', JSON.stringify({ ...(isObject(base) ? base : {}), __fuzz: 1 }), 'application/json'],
  ];
  for (const [label, payload, contentType] of wholes)
    cases.push({
      label: `body ${label}`,
      url: baseUrl,
      ...(payload === undefined ? {} : { payload }),
      ...(contentType ? { contentType } : {}),
    });

  // Each field of the body (one level down too) replaced by junk: four values per field, by the seed.
  if (isObject(base)) {
    for (const [field, path2] of fieldsOf(base)) {
      const values = new Set<Json>(['a\u0000b', pick(junkValues), pick(junkValues), pick(junkValues)]);
      for (const junk of values)
        cases.push({
          label: `field ${field}=${JSON.stringify(junk)?.slice(0, 16)}`,
          url: baseUrl,
          payload: JSON.stringify(setAt(base, path2, junk)),
        });
    }
  }
  return cases;
}

const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldsOf(body: Record<string, Json>): [string, (string | number)[]][] {
  const out: [string, (string | number)[]][] = [];
  for (const [k, v] of Object.entries(body)) {
    out.push([k, [k]]);
    const inner = Array.isArray(v) ? v[0] : v;
    if (isObject(inner))
      for (const k2 of Object.keys(inner)) out.push([`${k}.${k2}`, Array.isArray(v) ? [k, 0, k2] : [k, k2]]);
  }
  return out;
}

function setAt(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body);
  let at: Json = copy;
  for (const key of path.slice(0, -1)) at = (at as Record<string, Json>)[key as string] ?? null;
  (at as Record<string, Json>)[path.at(-1) as string] = value;
  return copy;
}

/** Every object a request body may contain must refuse unknown fields (docs/api-errors.md). */
function lenientObjects(schema: Schema | undefined, where: string): string[] {
  if (!schema) return [];
  const found: string[] = [];
  if (typeOf(schema) === 'object' || schema.properties) {
    if (schema.additionalProperties !== false) found.push(where);
    for (const [k, v] of Object.entries(schema.properties ?? {}))
      found.push(...lenientObjects(v, `${where}.${k}`));
  }
  if (schema.items) found.push(...lenientObjects(schema.items, `${where}[]`));
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...lenientObjects(alt, where));
  return found;
}

async function operations() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  const ops: { method: Method; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        ops.push({ method: method.toUpperCase() as Method, path, op });
  return ops;
}

describe('the API under generated bad requests', () => {
  it('walks a document that lists the API', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/attempts/{attemptId}/saves', 'POST /api/auth/signin']),
    );
  });

  it('declares every request body strict: unknown fields are refused everywhere', async () => {
    const lenient = (await operations()).flatMap(({ method, path, op }) =>
      lenientObjects(op.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`),
    );
    expect(lenient).toEqual([]);
  });

  it('answers every generated request below 500 and every refusal in the error shape', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const { method, path, op } of await operations()) {
      const cases = casesFor(path, op);
      for (const [role, headers] of Object.entries(roles)) {
        for (const c of cases) {
          const res = await t.app.inject({
            method,
            url: c.url,
            headers: {
              ...headers,
              ...(c.payload === undefined ? {} : { 'content-type': c.contentType ?? 'application/json' }),
            },
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          });
          counts[`${role} ${res.statusCode}`] = (counts[`${role} ${res.statusCode}`] ?? 0) + 1;
          const where = `${role} ${method} ${path} [${c.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            if (!isApiErrorBody(body) || !String(res.headers['content-type']).startsWith('application/json'))
              failures.push(`${where} not in the error shape: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    if (process.env.FUZZ_VERBOSE) console.log('fuzz answers per role and status', counts);
    expect(failures.slice(0, 40)).toEqual([]);
  });
});
