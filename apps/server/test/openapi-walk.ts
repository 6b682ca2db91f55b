import { randomUUID } from 'node:crypto';
import { seededRandom } from './seeded-random.ts';

/**
 * The schema walk and bad-value generation of fuzz-openapi.test.ts: from one OpenAPI operation, a
 * plausible request and every generated spoilt variant of it. The cases come from a fixed seed.
 */

export interface Schema {
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
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const random = seededRandom(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Ids and slugs of rows the test seeds, filled in by its beforeAll: plausible values point at real rows. */
export const fixtures = {
  attemptId: '',
  quizId: '',
  questionId: '',
  setSlug: '',
  seriesSlug: '',
  adminSetId: '',
  adminSeriesId: '',
  orgId: '',
  victimId: '',
  reportId: '',
  studentName: '',
  /** The student's flash-card deck and one of its cards. */
  deckId: '',
  cardId: '',
  /** A study group the student owns (community); unset: a made-up id. */
  groupId: '',
  /** A live test (live-tests-secrecy walks its routes); unset: a made-up id. */
  liveTestId: '',
};

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
    quizId: fixtures.quizId,
    questionId: fixtures.questionId,
    userId: fixtures.victimId,
    organizationId: fixtures.orgId,
    seriesId: fixtures.adminSeriesId,
    setId: fixtures.adminSetId,
    deckId: fixtures.deckId,
    cardId: fixtures.cardId,
    ...(fixtures.groupId ? { groupId: fixtures.groupId } : {}),
    ...(fixtures.liveTestId ? { liveTestId: fixtures.liveTestId } : {}),
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
export function casesFor(path: string, op: Operation): Case[] {
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
export function lenientObjects(schema: Schema | undefined, where: string): string[] {
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
