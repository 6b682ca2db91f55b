import type { ApiErrorBody } from '@abhyas/core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The API's one error shape on the socket: an ack's `{ ok: false, error }`, and a refused
 * handshake's `connect_error` (`err.message` in English, `err.data` the shape).
 */

export function validationBody(error: z.ZodError): ApiErrorBody {
  const issue = error.issues[0];
  let field = issue ? issue.path.map(String).join('.') : '';
  let rule = issue?.message ?? '';
  if (issue?.code === 'unrecognized_keys' && issue.keys[0]) {
    field = [field, issue.keys[0]].filter(Boolean).join('.');
    rule = 'validation.unknownField';
  }
  if (!rule.startsWith('validation.')) rule = 'validation.invalidType';
  return {
    error: {
      code: 'VALIDATION_ERROR',
      message: `${field || 'payload'} is invalid`,
      ...(field ? { field } : {}),
      rule,
    },
  };
}

/** An AppError's body; anything else is INTERNAL (logged, never shown). */
export function errorBody(err: unknown, log: FastifyBaseLogger, event: string): ApiErrorBody {
  if (err instanceof AppError) return err.toBody();
  log.error({ err, event }, 'chat event failed');
  return { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } };
}

/** A handshake refusal as Socket.IO carries it to the client's connect_error. */
export function connectError(body: ApiErrorBody): Error & { data: ApiErrorBody } {
  return Object.assign(new Error(body.error.message), { data: body });
}
