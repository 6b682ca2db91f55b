import { findForbiddenCharacter, ruleMessagesEn } from '@abhyas/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const invalid = (field: string, rule: string) =>
  new AppError(400, 'VALIDATION_ERROR', `${field} ${ruleMessagesEn[rule] ?? 'is invalid'}`, { field, rule });

/**
 * Rules every route keeps without saying so (docs/api-errors.md), checked before its own schema:
 * - no NUL character and no lone surrogate in any string or key of the params, query or body
 *   (PostgreSQL refuses both, so they would otherwise fail deep in a query as a 500);
 * - a route that declares no body takes none: fields sent to it are refused, not ignored.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = findForbiddenCharacter(request[part]);
      if (path) throw invalid(path.join('.') || part, 'validation.forbiddenCharacter');
    }
    if (request.routeOptions.schema?.body) return;
    const body: unknown = request.body;
    if (body === undefined || body === null) return;
    if (typeof body === 'object' && !Array.isArray(body)) {
      const [first] = Object.keys(body);
      if (first !== undefined) throw invalid(first, 'validation.unknownField');
      return;
    }
    throw invalid('body', 'validation.invalidType');
  });
});
