import {
  correctKeyRequestSchema,
  correctKeyResultSchema,
  questionReportListSchema,
  questionReportRequestSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { correctAnswerKey } from './key-corrections.ts';
import { dismissReport } from './services/dismiss-report.ts';
import { listQuestionReports } from './services/list-question-reports.ts';
import { reportQuestion } from './services/report-question.ts';

// Reports and key corrections are declared apart from routes.ts (authoring) to keep each file short.
// Their OpenAPI tags stay those they had under attempts, so /api/docs lists them where it did.
const security = [{ bearer: [] }];

/** /api/questions/:questionId/reports: a student reports a wrong question or key. */
export const questionReportsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/:questionId/reports',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['attempts'],
        security,
        summary: 'Report a wrong question, key or translation from the solutions of a submitted test',
        params: z.object({ questionId: z.uuid('validation.invalidType') }),
        body: questionReportRequestSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reportQuestion(deps, viewerOf(request), request.params.questionId, request.body)),
  );
};

/** /api/admin: platform admins read and dismiss reports, and correct a question's key (re-scoring). */
export const questionReportsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const admin = { access: 'platformAdmin' } as const;
  const tags = ['attempts', 'admin'];
  app.get(
    '/question-reports',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Reports of wrong questions or keys',
        querystring: z.object({ status: z.enum(['open', 'resolved', 'dismissed']).default('open') }),
        response: { 200: questionReportListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listQuestionReports(deps, request.query.status),
  );

  app.post(
    '/question-reports/:reportId/dismiss',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Dismiss a report without changing the question',
        params: z.object({ reportId: z.uuid('validation.invalidType') }),
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await dismissReport(deps, viewerOf(request), request.params.reportId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/questions/:questionId/answer',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "Correct a question's key: re-scores every submitted attempt and recomputes ranks",
        params: z.object({ questionId: z.uuid('validation.invalidType') }),
        body: correctKeyRequestSchema,
        response: { 200: correctKeyResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      correctAnswerKey(
        deps,
        viewerOf(request),
        request.params.questionId,
        request.body.answer,
        request.body.reportId,
      ),
  );
};
