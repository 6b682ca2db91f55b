import { adminUserSchema as adminUser, adminUserPageSchema, paginationQuerySchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { listUsers, setUserDisabled } from './service.ts';

const userListQuery = paginationQuerySchema.extend({
  /** Part of a username, name or email, any case. */
  search: z.string().trim().max(80, 'validation.invalidType').optional(),
});
const userParams = z.object({ userId: z.uuid('validation.invalidType') });
const common = { tags: ['admin'], security: [{ bearer: [] }] };

export const adminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Every account, newest first; `search` matches part of a username, name or email',
        querystring: userListQuery,
        response: { 200: adminUserPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listUsers(deps, request.query),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:userId/${action}`,
      {
        config: { access: 'platformAdmin' },
        schema: {
          ...common,
          summary: disabled ? 'Disable an account and end its sessions' : 'Enable a disabled account',
          params: userParams,
          response: { 200: z.object({ user: adminUser }), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ({ user: await setUserDisabled(deps, request.params.userId, disabled) }),
    );
  }
};
