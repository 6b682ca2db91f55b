import { dashboardSummarySchema, nextStepsSchema, targetExamSummarySchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { nextSteps } from './services/next-steps.ts';
import { dashboardSummary } from './services/summary.ts';
import { targetExamSummary } from './services/target-exam.ts';

const signedIn = { access: 'signedIn' } as const;
const security = [{ bearer: [] }];
const tags = ['dashboard'];

/** /api/dashboard: the student dashboard. Every route reads the signed-in viewer's own rows only. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/next-steps',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "The viewer's unfinished tests and newest results, for the signed-in landing",
        response: { 200: nextStepsSchema, ...errors(401) },
      },
    },
    async (request) => nextSteps(deps, viewerOf(request).id),
  );

  app.get(
    '/summary',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary:
          "The viewer's dashboard: next steps, totals, accuracy by subject and topic, weak topics, score trend, study week, streak",
        response: { 200: dashboardSummarySchema, ...errors(401) },
      },
    },
    async (request) => dashboardSummary(deps, viewerOf(request).id),
  );

  app.get(
    '/target-exam',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "The viewer's target exam and the next test of it to take (null when none is named)",
        response: { 200: targetExamSummarySchema, ...errors(401) },
      },
    },
    async (request) => targetExamSummary(deps, viewerOf(request).id),
  );
};
