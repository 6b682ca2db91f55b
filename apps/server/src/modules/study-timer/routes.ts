import { studySessionReceiptSchema, studySessionRequestSchema, studyWeekSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { saveStudySession } from './services/save-session.ts';
import { weekTotals } from './services/week-totals.ts';

/**
 * /api/study-timer: the timer itself runs in the browser and needs no account; saving finished
 * sessions and reading the week's totals are the signed-in student's own.
 */
export const studyTimerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['study-timer'], security: [{ bearer: [] }] };
  app.post(
    '/sessions',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'Save a finished focus session; a replay of the same clientId answers 200 and counts once',
        body: studySessionRequestSchema,
        response: { 200: studySessionReceiptSchema, 201: studySessionReceiptSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { created, receipt } = await saveStudySession(deps, viewerOf(request).id, request.body);
      return reply.status(created ? 201 : 200).send(receipt);
    },
  );

  app.get(
    '/week',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "The viewer's focus minutes on each of the last seven Indian days, today last",
        response: { 200: studyWeekSchema, ...errors(401) },
      },
    },
    async (request) => weekTotals(deps, viewerOf(request).id, deps.clock()),
  );
};
