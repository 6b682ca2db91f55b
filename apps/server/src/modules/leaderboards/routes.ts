import {
  globalBoardQuerySchema,
  globalBoardSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  setParamsSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { globalBoard } from './services/global-board.ts';
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

/**
 * /api/leaderboards: the global boards (docs/leaderboards.md): points from mock tests, quizzes and
 * the Problem of the Day; this week, this month or all time; everyone, one exam or the viewer's
 * institute.
 */
export const globalBoardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['leaderboards'],
        security: [{ bearer: [] }],
        summary: "A global board's top, its size and the viewer's own rank (equal points share a rank)",
        querystring: globalBoardQuerySchema,
        response: { 200: globalBoardSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => globalBoard(deps, viewerOf(request), request.query),
  );
};
