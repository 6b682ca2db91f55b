import { organisationMembersSchema, organisationParams, paginationQuerySchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { listMembers } from './services/list-members.ts';

export const organisationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/:organizationId/members',
    {
      config: { access: 'orgAdmin' },
      schema: {
        tags: ['organisations'],
        summary: "An organisation's members (its admins and platform admins only)",
        security: [{ bearer: [] }],
        params: organisationParams,
        querystring: paginationQuerySchema,
        response: {
          200: organisationMembersSchema,
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => listMembers(deps, request.params.organizationId, request.query),
  );
};
