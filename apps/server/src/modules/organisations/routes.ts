import { paginationQuerySchema, userSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { listMembers } from './service.ts';

export const organisationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/:organizationId/members',
    {
      config: { access: 'orgAdmin' },
      schema: {
        tags: ['organisations'],
        summary: "An organisation's members (its admins and platform admins only)",
        security: [{ bearer: [] }],
        params: z.object({ organizationId: z.uuid('validation.invalidType') }),
        querystring: paginationQuerySchema,
        response: {
          200: z.object({
            organisation: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
            data: z.array(userSchema),
            meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => listMembers(deps, request.params.organizationId, request.query),
  );
};
