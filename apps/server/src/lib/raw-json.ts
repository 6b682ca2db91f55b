import type { FastifyReply } from 'fastify';

/**
 * JSON text of a contract `T`, written by the server itself around a part serialised once and held in
 * memory (a set's questions: every candidate of a live test gets the same paper). Fastify sends a
 * string with a JSON content type as it is, past the route's response serializer, so whoever makes
 * one validates the parts it writes (see attempts/state-json.ts).
 */
export type RawJson<T> = string & { readonly __contract?: T };

/**
 * `objectJson` (the JSON of a non-empty object, as JSON.stringify writes it) with one more field whose
 * value is already JSON text.
 */
export function withJsonField(objectJson: string, key: string, valueJson: string): string {
  if (!objectJson.endsWith('}') || objectJson === '{}')
    throw new Error('withJsonField: not a non-empty object');
  return `${objectJson.slice(0, -1)},${JSON.stringify(key)}:${valueJson}}`;
}

/**
 * Sends JSON text as it is. The route's schema still documents the body (OpenAPI); the cast is the
 * one place the type provider is told that text of the contract is the contract.
 */
export function sendRawJson<T>(reply: FastifyReply, status: number, json: RawJson<T>): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(json);
}
