import {
  batchListQuerySchema,
  batchListSchema,
  batchParams,
  batchRosterSchema,
  organisationParams,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { batchRoster } from './services/batch-roster.ts';
import { listBatches } from './services/list-batches.ts';

/**
 * /api/organisations/{organizationId}/…: an institute's members, batches, teachers and invites
 * (docs/institutes.md, "Members, batches and teachers").
 */
export const batchesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['batches'], security: [{ bearer: [] }] };

  app.get(
    '/:organizationId/batches',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary:
          "The institute's batches with student and teacher counts (a teacher: the batches they teach)",
        params: organisationParams,
        querystring: batchListQuerySchema,
        response: { 200: batchListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listBatches(deps, viewerOf(request), request.params.organizationId, request.query),
  );

  app.get(
    '/:organizationId/batches/:batchId/roster',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary: "A batch's active students by name (a teacher: only a batch they teach)",
        params: batchParams,
        response: { 200: batchRosterSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      batchRoster(deps, viewerOf(request), request.params.organizationId, request.params.batchId),
  );
};
