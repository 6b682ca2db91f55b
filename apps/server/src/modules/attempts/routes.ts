import {
  accommodationsRequestSchema,
  attemptAnalysisSchema,
  attemptParamsSchema,
  attemptPositionSchema,
  attemptResultSchema,
  attemptStateSchema,
  attemptTimingSchema,
  myAttemptListSchema,
  myAttemptsQuerySchema,
  mySetStatsListSchema,
  mySetStatsQuerySchema,
  rankReviewDecisionSchema,
  rankReviewItemSchema,
  rankReviewListSchema,
  rankReviewQuerySchema,
  saveAckSchema,
  saveBatchSchema,
  startAttemptSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendRawJson } from '../../lib/raw-json.ts';
import { errors } from '../../lib/schemas.ts';
import { sessionIdOf, tokenUserOf, viewerOf } from '../../plugins/access.ts';
import { attemptAnalysis } from './services/attempt-analysis.ts';
import { attemptResult } from './services/attempt-result.ts';
import { getAttemptState } from './services/get-attempt-state.ts';
import { listMyAttempts } from './services/list-my-attempts.ts';
import { mySetStats } from './services/my-set-stats.ts';
import { decideRankReview, listRankReviews } from './services/rank-reviews.ts';
import { saveAnswers } from './services/save-answers.ts';
import { savePosition } from './services/save-position.ts';
import { setAccommodations } from './services/set-accommodations.ts';
import { startAttempt } from './services/start-attempt.ts';
import { submitAttempt } from './services/submit-attempt.ts';

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
        sessionIdOf(request),
      );
      return sendRawJson(reply, created ? 201 : 200, state);
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
        summary:
          'Open or resume an attempt (another tab or device; this session holds it from now on): questions, saved answers, deadline',
        params: attemptParamsSchema,
        response: { 200: attemptStateSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendRawJson(
        reply,
        200,
        await getAttemptState(deps, viewerOf(request), request.params.attemptId, sessionIdOf(request)),
      ),
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

  app.put(
    '/:attemptId/position',
    {
      // Sent as the student moves between questions: as cheap as a save (its SQL checks the user row).
      config: { access: 'signedInHotPath' },
      schema: {
        tags,
        security,
        summary:
          "Remember the question on screen (a reload or another device resumes there); answers the attempt's time",
        params: attemptParamsSchema,
        body: attemptPositionSchema,
        response: { 200: attemptTimingSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      savePosition(deps, tokenUserOf(request), request.params.attemptId, request.body.questionId),
  );

  app.post(
    '/:attemptId/submit',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary:
          'Submit the attempt (idempotent) and get its result; 409 ATTEMPT_MOVED when another device holds it',
        params: attemptParamsSchema,
        response: { 200: attemptResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => submitAttempt(deps, viewerOf(request), request.params.attemptId, sessionIdOf(request)),
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

/** Platform admins: held first attempts (rank reviews) and compensatory time. */
export const attemptsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const admin = { access: 'platformAdmin' } as const;
  const tags = ['attempts', 'admin'];
  app.get(
    '/rank-reviews',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'First attempts held out of the ranks as implausible for a person (pending), or decided',
        querystring: rankReviewQuerySchema,
        response: { 200: rankReviewListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listRankReviews(deps, request.query.status),
  );

  app.post(
    '/rank-reviews/:attemptId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Clear a held attempt into the ranks (rank and histogram follow) or reject it',
        params: attemptParamsSchema,
        body: rankReviewDecisionSchema,
        response: { 200: rankReviewItemSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      decideRankReview(deps, viewerOf(request), request.params.attemptId, request.body.decision),
  );

  app.patch(
    '/users/:userId/accommodations',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary:
          'Grant or withdraw compensatory time (20 minutes per hour): for new tests, and a grant stretches running ones',
        params: z.object({ userId: z.uuid('validation.invalidType') }),
        body: accommodationsRequestSchema,
        response: { 200: z.object({ compensatoryTime: z.boolean() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => setAccommodations(deps, request.params.userId, request.body.compensatoryTime),
  );
};
