import { type ApiErrorBody, ruleMessagesEn } from '@abhyas/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

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
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
  });
});

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
    return { status: err.statusCode, body: body('VALIDATION_ERROR', err.message) };
  }
  return undefined;
}
