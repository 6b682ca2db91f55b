import {
  accommodationsRequestSchema,
  attemptAnalysisSchema,
  attemptParamsSchema,
  attemptResultSchema,
  attemptStateSchema,
  correctKeyRequestSchema,
  correctKeyResultSchema,
  myAttemptListSchema,
  myAttemptsQuerySchema,
  mySetStatsListSchema,
  mySetStatsQuerySchema,
  questionReportListSchema,
  questionReportRequestSchema,
  saveAckSchema,
  saveBatchSchema,
  startAttemptSchema,
} from '@abhyas/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { errors } from '../../lib/schemas.ts';
import { tokenUserOf, viewerOf } from '../../plugins/access.ts';
import { attemptAnalysis } from './analysis.ts';
import { correctAnswerKey, dismissReport, listQuestionReports, reportQuestion } from './reports.ts';
import { attemptResult, mySetStats, submitAttempt } from './results.ts';
import { saveAnswers } from './saves.ts';
import { getAttemptState, listMyAttempts, startAttempt } from './start.ts';

const signedIn = { access: 'signedIn' } as const;
const security = [{ bearer: [] }];

/** /api/attempts: taking a test. Every route is the signed-in student's own attempt. */
export const attemptsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['attempts'];
  app.post(
    '',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Start a test, or resume the running attempt at the same set (questions without keys)',
        body: startAttemptSchema,
        response: { 200: attemptStateSchema, 201: attemptStateSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { created, state } = await startAttempt(
        deps,
        viewerOf(request),
        request.body.setId,
        request.body.language,
      );
      return reply.status(created ? 201 : 200).send(state);
    },
  );

  app.get(
    '',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "The viewer's attempts at one set, newest first",
        querystring: myAttemptsQuerySchema,
        response: { 200: myAttemptListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => listMyAttempts(deps, viewerOf(request), request.query.setId),
  );

  app.get(
    '/summary',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "The viewer's attempts and best score on each set of a series",
        querystring: mySetStatsQuerySchema,
        response: { 200: mySetStatsListSchema, ...errors(400, 401) },
      },
    },
    async (request) => mySetStats(deps, viewerOf(request), request.query.seriesId),
  );

  app.get(
    '/:attemptId',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Resume an attempt (another tab or device): questions, saved answers, deadline',
        params: attemptParamsSchema,
        response: { 200: attemptStateSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getAttemptState(deps, viewerOf(request), request.params.attemptId),
  );

  app.post(
    '/:attemptId/saves',
    {
      // The hot path: the save statement checks the user row itself (see plugins/access.ts).
      config: { access: 'signedInHotPath' },
      schema: {
        tags,
        security,
        summary: 'Save answers; acknowledged once committed. The highest seq per question wins',
        params: attemptParamsSchema,
        body: saveBatchSchema,
        response: { 200: saveAckSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => saveAnswers(deps, tokenUserOf(request), request.params.attemptId, request.body.saves),
  );

  app.post(
    '/:attemptId/submit',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Submit the attempt (idempotent) and get its result',
        params: attemptParamsSchema,
        response: { 200: attemptResultSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => submitAttempt(deps, viewerOf(request), request.params.attemptId),
  );

  app.get(
    '/:attemptId/result',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Score, counts, pass or fail, rank and percentile of a submitted attempt',
        params: attemptParamsSchema,
        response: { 200: attemptResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => attemptResult(deps, viewerOf(request), request.params.attemptId),
  );

  app.get(
    '/:attemptId/analysis',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Section-wise analysis, answer changes, topper and average, solutions with explanations',
        params: attemptParamsSchema,
        response: { 200: attemptAnalysisSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => attemptAnalysis(deps, viewerOf(request), request.params.attemptId),
  );
};

/** /api/questions/:questionId/reports: a student reports a wrong question or key. */
export const questionReportsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/:questionId/reports',
    {
      config: signedIn,
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

/** Platform admins: reports, key corrections (re-scoring) and compensatory time. */
export const attemptsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
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

  app.patch(
    '/users/:userId/accommodations',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Grant or withdraw compensatory time (20 minutes per hour) for tests started from now on',
        params: z.object({ userId: z.uuid('validation.invalidType') }),
        body: accommodationsRequestSchema,
        response: { 200: z.object({ compensatoryTime: z.boolean() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await deps.db
        .update(users)
        .set({ compensatoryTime: request.body.compensatoryTime, updatedAt: deps.clock() })
        .where(eq(users.id, request.params.userId))
        .returning({ compensatoryTime: users.compensatoryTime });
      if (!row) throw notFound('No such user');
      return row;
    },
  );
};
