import {
  seriesListQuerySchema,
  seriesListSchema,
  seriesParamsSchema,
  setDetailSchema,
  setListQuerySchema,
  setListSchema,
  setParamsSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { optionalUserId } from '../../plugins/access.ts';
import { listSeries, listSets, setDetail } from './catalogue.ts';

/** /api/exams: test series and practice sets (public, so students can look before signing up). */
export const examsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['exams'];
  app.get(
    '/series',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Test series with published sets, optionally for one exam key',
        querystring: seriesListQuerySchema,
        response: { 200: seriesListSchema, ...errors(400) },
      },
    },
    async (request) => listSeries(deps, request.query.exam),
  );

  app.get(
    '/series/:seriesId/sets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The published practice sets of a series, optionally in one language',
        params: seriesParamsSchema,
        querystring: setListQuerySchema,
        response: { 200: setListSchema, ...errors(400, 404) },
      },
    },
    async (request) => listSets(deps, request.params.seriesId, request.query.language),
  );

  app.get(
    '/sets/:setId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A practice set's sections, marks and timing (never its questions)",
        params: setParamsSchema,
        response: { 200: setDetailSchema, ...errors(400, 404) },
      },
    },
    async (request) => setDetail(deps, request.params.setId, false, () => optionalUserId(deps, request)),
  );
};
