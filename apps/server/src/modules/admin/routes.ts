import {
  adminStatsSchema,
  adminUserSchema as adminUser,
  adminUserDetailSchema,
  adminUserPageSchema,
  changeRoleRequestSchema,
  paginationQuerySchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { listUsers, setUserDisabledBy } from './service.ts';
import { changeUserRole } from './services/change-role.ts';
import { getAdminStats } from './services/get-stats.ts';
import { getAdminUser } from './services/get-user.ts';

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

  app.get(
    '/stats',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary:
          "The platform admin's dashboard: users, sign-ups, active students, attempts, quizzes, live tests, queues",
        response: { 200: adminStatsSchema, ...errors(401, 403) },
      },
    },
    async () => getAdminStats(deps),
  );

  app.get(
    '/users/:userId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'One account: profile, role, institute, when it was made and last active, what it has done',
        params: userParams,
        response: { 200: adminUserDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getAdminUser(deps, request.params.userId),
  );

  app.patch(
    '/users/:userId/role',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Make an account a platform admin or a student again (ends its sessions); never oneself',
        params: userParams,
        body: changeRoleRequestSchema,
        response: { 200: z.object({ user: adminUser }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      user: await changeUserRole(deps, viewerOf(request).id, request.params.userId, request.body),
    }),
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
          response: { 200: z.object({ user: adminUser }), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        user: await setUserDisabledBy(deps, viewerOf(request).id, request.params.userId, disabled),
      }),
    );
  }
};
