import { nextStepsSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { nextSteps } from './service.ts';

/** /api/dashboard: the signed-in landing (the full student dashboard comes with daily practice). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/next-steps',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: "The viewer's unfinished tests and newest results, for the signed-in landing",
        response: { 200: nextStepsSchema, ...errors(401) },
      },
    },
    async (request) => nextSteps(deps, viewerOf(request).id),
  );
};
