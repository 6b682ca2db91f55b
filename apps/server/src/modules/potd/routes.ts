import {
  potdArchiveQuerySchema,
  potdArchiveSchema,
  potdDayParamsSchema,
  potdNewQuestionBodySchema,
  potdScheduleBodySchema,
  potdScheduleEntrySchema,
  potdScheduleQuerySchema,
  potdScheduleSchema,
  potdSubmitResultSchema,
  potdSubmitSchema,
  potdTodaySchema,
  potdUserDataSchema,
  potdUserParamsSchema,
} from '@abhyas/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { readerLanguage } from '../notifications/service.ts';
import { assertMayReadUser } from './policy.ts';
import { listArchive } from './services/archive.ts';
import { getToday } from './services/get-today.ts';
import { clearDay, listSchedule, scheduleDay, scheduleNewQuestion } from './services/schedule.ts';
import { submitAnswer } from './services/submit-answer.ts';
import { userData } from './services/user-data.ts';

const common = { tags: ['potd'], security: [{ bearer: [] }] };
const signedIn = { access: 'signedIn' } as const;
const admin = { access: 'platformAdmin' } as const;

/** The problem is shown in the app's language (Accept-Language); Hindi is the product's default. */
const lang = (request: FastifyRequest) => readerLanguage(request.headers['accept-language']) ?? 'hi';

/** /api/potd: the Problem of the Day, its answers and the admins' calendar (docs/potd.md). */
export const potdRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/today',
    {
      config: signedIn,
      schema: {
        ...common,
        summary:
          "Today's problem (Indian day), whether the viewer solved it, and their streak; no key before solving",
        response: { 200: potdTodaySchema, ...errors(401) },
      },
    },
    async (request) => getToday(deps, viewerOf(request).id, lang(request)),
  );

  app.post(
    '/submit',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "Answer today's problem with the chosen option's text; checked on the server",
        body: potdSubmitSchema,
        response: { 200: potdSubmitResultSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => submitAnswer(deps, viewerOf(request).id, request.body.answer, lang(request)),
  );

  app.get(
    '/archive',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "Past days' problems with their keys and the viewer's own results",
        querystring: potdArchiveQuerySchema,
        response: { 200: potdArchiveSchema, ...errors(400, 401) },
      },
    },
    async (request) => listArchive(deps, viewerOf(request).id, lang(request), request.query),
  );

  app.get(
    '/schedule',
    {
      config: admin,
      schema: {
        ...common,
        summary: 'Platform admins: the problems of a range of days (at most 62)',
        querystring: potdScheduleQuerySchema,
        response: { 200: potdScheduleSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listSchedule(deps, request.query),
  );

  app.put(
    '/schedule/:day',
    {
      config: admin,
      schema: {
        ...common,
        summary: 'Platform admins: put a bank question on a day to come',
        params: potdDayParamsSchema,
        body: potdScheduleBodySchema,
        response: { 200: potdScheduleEntrySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scheduleDay(deps, viewerOf(request).id, request.params.day, request.body.questionId),
  );

  app.post(
    '/schedule/:day/question',
    {
      config: admin,
      schema: {
        ...common,
        summary: 'Platform admins: write a new question for a day to come (it joins the bank)',
        params: potdDayParamsSchema,
        body: potdNewQuestionBodySchema,
        response: { 200: potdScheduleEntrySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scheduleNewQuestion(deps, viewerOf(request).id, request.params.day, request.body),
  );

  app.delete(
    '/schedule/:day',
    {
      config: admin,
      schema: {
        ...common,
        summary: 'Platform admins: clear a day to come (the server then picks one)',
        params: potdDayParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await clearDay(deps, request.params.day);
      return reply.status(204).send(null);
    },
  );
};

/** /api/problem-of-day/users/{userId}: the spec's user-data calls (§4), the caller's own. */
export const potdUserRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const schema = {
    ...common,
    params: potdUserParamsSchema,
    response: { 200: potdUserDataSchema, ...errors(400, 401, 403) },
  };
  app.get(
    '/users/:userId',
    { config: signedIn, schema: { ...schema, summary: 'Bookmarked problems and the streak' } },
    async (request) => {
      assertMayReadUser(viewerOf(request), request.params.userId);
      return userData(deps, request.params.userId);
    },
  );
  // The spec's post-submit call. The answer was recorded by POST /api/potd/submit, so this records
  // nothing more: it answers the fresh user data the header's badge and the page then show.
  app.post(
    '/users/:userId',
    {
      config: signedIn,
      schema: { ...schema, summary: 'After a submit: the fresh bookmarked count and streak' },
    },
    async (request) => {
      assertMayReadUser(viewerOf(request), request.params.userId);
      return userData(deps, request.params.userId);
    },
  );
};
