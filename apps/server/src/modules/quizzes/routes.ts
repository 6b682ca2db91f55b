import {
  answerQuizSchema,
  paginationQuerySchema,
  practiceAreaListSchema,
  practiceSamplesSchema,
  quizHistorySchema,
  quizParamsSchema,
  quizResultSchema,
  quizStateSchema,
  quizVerdictSchema,
  reviseItemParamsSchema,
  reviseListSchema,
  startAimedQuizSchema,
  startQuizSchema,
  subjectParamsSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { answerQuestion } from './services/answer-question.ts';
import { finishQuiz, quizResult } from './services/finish-quiz.ts';
import { getQuiz } from './services/get-quiz.ts';
import { listHistory } from './services/history.ts';
import { listSubjects, listTopics } from './services/practice-areas.ts';
import { listPublicSubjects, listPublicTopics, listSamples } from './services/public-practice.ts';
import { listRevise, removeReviseItem } from './services/revise.ts';
import { startAimedQuiz } from './services/start-aimed-quiz.ts';
import { startQuiz } from './services/start-quiz.ts';

const config = { access: 'signedIn' } as const;
/** Starting a quiz has a limit of its own (docs/limits.md); every other write has the default. */
const startConfig = { ...config, writeLimit: writeLimits.quizStart };
const common = { tags: ['quizzes'], security: [{ bearer: [] }] };

/** /api/quizzes: practice quizzes. Everything here is the signed-in student's own (docs/quizzes.md). */
export const quizzesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const me = (request: Parameters<typeof viewerOf>[0]) => viewerOf(request).id;

  // Public reads for visitors (docs/first-visit.md): a new student's practice counts and a few
  // sample questions without keys. Nothing here names the caller, so nothing here carries a key.
  const open = { config: { access: 'public' }, tags: ['quizzes'] } as const;
  app.get(
    '/public/subjects',
    {
      config: open.config,
      schema: {
        tags: open.tags,
        summary: 'Subject cards for a visitor: what a new student may practise in each subject',
        response: { 200: practiceAreaListSchema },
      },
    },
    async () => listPublicSubjects(deps),
  );

  app.get(
    '/public/subjects/:subject/topics',
    {
      config: open.config,
      schema: {
        tags: open.tags,
        summary: 'Topics of a subject for a visitor: what a new student may practise in each',
        params: subjectParamsSchema,
        response: { 200: practiceAreaListSchema, ...errors(400, 404) },
      },
    },
    async (request) => listPublicTopics(deps, request.params.subject),
  );

  app.get(
    '/public/subjects/:subject/samples',
    {
      config: open.config,
      schema: {
        tags: open.tags,
        summary: 'A few sample questions of a subject, without keys (generated; never a sealed one)',
        params: subjectParamsSchema,
        response: { 200: practiceSamplesSchema, ...errors(400, 404) },
      },
    },
    async (request) => listSamples(deps, request.params.subject),
  );

  app.get(
    '/subjects',
    {
      config,
      schema: {
        ...common,
        summary: 'Subject cards: practice questions in each subject and the viewer’s accuracy there',
        response: { 200: practiceAreaListSchema, ...errors(401) },
      },
    },
    async (request) => listSubjects(deps, me(request)),
  );

  app.get(
    '/subjects/:subject/topics',
    {
      config,
      schema: {
        ...common,
        summary: 'Topics of a subject with their practice questions and the viewer’s accuracy',
        params: subjectParamsSchema,
        response: { 200: practiceAreaListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => listTopics(deps, me(request), request.params.subject),
  );

  app.post(
    '',
    {
      config: startConfig,
      schema: {
        ...common,
        summary: 'Start a quiz of a subject (and topic): questions without keys',
        body: startQuizSchema,
        response: { 201: quizStateSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await startQuiz(deps, me(request), request.body)),
  );

  app.post(
    '/aimed',
    {
      config: startConfig,
      schema: {
        ...common,
        summary:
          'Practise my weak topics: a quiz from the weakest, most weighed topics and some not seen lately',
        body: startAimedQuizSchema,
        response: { 201: quizStateSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await startAimedQuiz(deps, me(request), request.body)),
  );

  app.get(
    '/history',
    {
      config,
      schema: {
        ...common,
        summary: 'The viewer’s quizzes, newest first',
        querystring: paginationQuerySchema,
        response: { 200: quizHistorySchema, ...errors(400, 401) },
      },
    },
    async (request) => listHistory(deps, me(request), request.query),
  );

  app.get(
    '/revise',
    {
      config,
      schema: {
        ...common,
        summary: 'The viewer’s revise list: wrong answers not yet answered right',
        querystring: paginationQuerySchema,
        response: { 200: reviseListSchema, ...errors(400, 401) },
      },
    },
    async (request) => listRevise(deps, me(request), request.query),
  );

  app.delete(
    '/revise/:itemId',
    {
      config,
      schema: {
        ...common,
        summary: 'Take a question off the revise list',
        params: reviseItemParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeReviseItem(deps, me(request), request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:quizId',
    {
      config,
      schema: {
        ...common,
        summary: 'Resume a quiz: questions without keys, verdicts of the answered ones',
        params: quizParamsSchema,
        response: { 200: quizStateSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getQuiz(deps, me(request), request.params.quizId),
  );

  app.post(
    '/:quizId/answers',
    {
      config,
      schema: {
        ...common,
        summary: 'Answer one question; the server checks it, then returns the verdict, key and explanation',
        params: quizParamsSchema,
        body: answerQuizSchema,
        response: { 200: quizVerdictSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => answerQuestion(deps, me(request), request.params.quizId, request.body),
  );

  app.post(
    '/:quizId/finish',
    {
      config,
      schema: {
        ...common,
        summary: 'Finish a quiz (unanswered questions count as skipped): the score screen',
        params: quizParamsSchema,
        response: { 200: quizResultSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => finishQuiz(deps, me(request), request.params.quizId),
  );

  app.get(
    '/:quizId/result',
    {
      config,
      schema: {
        ...common,
        summary: 'The score screen of a finished quiz',
        params: quizParamsSchema,
        response: { 200: quizResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => quizResult(deps, me(request), request.params.quizId),
  );
};
