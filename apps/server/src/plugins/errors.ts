import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiErrorBody, type ErrorCode, isApiErrorBody, ruleMessagesEn } from '@abhyas/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiPath } from '../lib/api-path.ts';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** The first failing field, named by its dotted path, with its rule key and an English sentence. */
function describeValidation(issues: ValidationIssue[], context?: string): ApiErrorBody['error'] {
  const first = issues[0] ?? {};
  let field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  let rule = first.message ?? '';
  if (first.keyword === 'unrecognized_keys' && first.params?.keys?.length) {
    field = [field, first.params.keys[0]].filter(Boolean).join('.');
    rule = 'validation.unknownField';
  }
  // Schemas outside our contracts (params, query) may carry zod's own English text: keep a rule key.
  if (!rule.startsWith('validation.')) rule = 'validation.invalidType';
  const where = field || context || 'request';
  return {
    code: 'VALIDATION_ERROR',
    message: `${where} ${ruleMessagesEn[rule] ?? 'is invalid'}`,
    ...(field ? { field } : {}),
    rule,
  };
}
/** Maps every failure to `{ error: { code, message } }` with the right status, for /api and beyond. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return reply.status(err.statusCode).send(err.toBody());
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .status(400)
        .send({ error: describeValidation(err.validation as ValidationIssue[], err.validationContext) });
    }
    const known = mapFastifyError(err);
    if (known) return reply.status(known.status).send(known.body);
    if (isDatabaseUnavailable(err)) {
      // Nothing was acknowledged: the client's retry (the hall's save queue) is the recovery.
      request.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ error: { code: 'UNAVAILABLE', message: 'The service is briefly unavailable; try again' } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
  });

  // The safety net: whatever answered an /api request with an error (a plugin, a static file, a
  // handler that sent its own body), the client gets the one shape. Root hooks run before the /api
  // scope's compression, so the payload here is still the plain body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isApiPath(request.url)) return payload;
    // A body the route documents for this status is its answer, not an accident (health's 503).
    const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (declared?.[String(reply.statusCode)]) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      try {
        if (isApiErrorBody(JSON.parse(String(payload)))) return payload;
      } catch {
        // Not JSON: replaced below.
      }
    } else if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') {
      (payload as { destroy(): void }).destroy();
    }
    reply.removeHeader('content-length');
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(statusBody(reply.statusCode));
  });
});

/** The error code an HTTP status stands for when nothing more specific is known. */
function codeForStatus(status: number): ErrorCode {
  const known: Record<number, ErrorCode> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return known[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_ERROR');
}

function statusBody(status: number, message = STATUS_CODES[status] ?? 'Error'): ApiErrorBody {
  return { error: { code: codeForStatus(status), message } };
}

/**
 * Fastify's `frameworkErrors`: refusals made by the router before any route or hook runs (a path
 * that is not valid percent-encoding, a path parameter longer than `maxParamLength`).
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) request.log.error({ err }, 'router error');
  const message =
    status === 414
      ? 'A part of the address is too long'
      : status === 400
        ? 'The address is not valid'
        : 'Something went wrong on our side';
  return reply.status(status).send(statusBody(status, message));
}

/**
 * Fastify's `clientErrorHandler`: the connection sent something that is not HTTP (a broken header
 * line, headers too large, a request that timed out). Answered in the error shape, then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(statusBody(status, 'The request could not be read'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

function mapFastifyError(err: FastifyError): { status: number; body: ApiErrorBody } | undefined {
  const body = (code: ApiErrorBody['error']['code'], message: string, extra = {}) => ({
    error: { code, message, ...extra },
  });
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: body('INVALID_JSON', 'The request body is not valid JSON') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: body('PAYLOAD_TOO_LARGE', 'The request body is too large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: body('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json') };
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return { status: 400, body: body('INVALID_JSON', 'The request body is not valid JSON') };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: body(codeForStatus(err.statusCode), err.message) };
  }
  return undefined;
}
