import { leaderboardQuerySchema, leaderboardSchema, setParamsSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { setLeaderboard } from './services/set-leaderboard.ts';

/**
 * Leaderboards, registered under /api/exams: a set's ranking lives at the set's URL. The global
 * leaderboards (issue 13) add their routes here.
 */
export const leaderboardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sets/:setId/leaderboard',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['exams'],
        security: [{ bearer: [] }],
        summary: "The set's top ranks (first attempts only) and the viewer's own rank",
        params: setParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => setLeaderboard(deps, viewerOf(request), request.params.setId, request.query.limit),
  );
};
