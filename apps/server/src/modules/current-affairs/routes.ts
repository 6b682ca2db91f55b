import {
  currentAffairsAdminDaySchema,
  currentAffairsDayParamsSchema,
  currentAffairsDigestQuerySchema,
  currentAffairsListQuerySchema,
  currentAffairsListSchema,
  currentAffairsMonthParamsSchema,
  currentAffairsPublishSchema,
  quizStateSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { createPdfMaker } from '../notes/pdf/pdf-maker.ts';
import { pdfOrBusy, pdfResponse, sendPdf } from '../notes/pdf/reply.ts';
import { getAdminDay, publishDay } from './services/admin-day.ts';
import { digestPdf } from './services/digest-pdf.ts';
import { listDays } from './services/list-days.ts';
import { startDayQuiz } from './services/start-day-quiz.ts';

const common = { tags: ['current-affairs'], security: [{ bearer: [] }] };
const signedIn = { access: 'signedIn' } as const;

/** /api/current-affairs: the daily current-affairs quiz and the month's digest (docs/current-affairs.md). */
export const currentAffairsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The digest is a month of questions: one render thread of its own, started by the first digest.
  const pdfs = createPdfMaker(deps.config.DATA_DIR, deps.log, { threads: 1, queue: 8 });
  app.addHook('onClose', () => pdfs.close());

  app.get(
    '',
    {
      config: signedIn,
      schema: {
        ...common,
        summary:
          "A month's published days (today's first) with the viewer's own quiz of each, and the months with any",
        querystring: currentAffairsListQuerySchema,
        response: { 200: currentAffairsListSchema, ...errors(400, 401) },
      },
    },
    async (request) => listDays(deps, viewerOf(request).id, request.query.month),
  );

  app.post(
    '/days/:day/quiz',
    {
      // Each first start holds a quiz row: the quiz start's own limit (docs/limits.md).
      config: { ...signedIn, writeLimit: writeLimits.quizStart },
      schema: {
        ...common,
        summary:
          "Starts the viewer's quiz of a published day, or resumes the one they started; no key before an answer",
        params: currentAffairsDayParamsSchema,
        response: { 200: quizStateSchema, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => startDayQuiz(deps, viewerOf(request).id, request.params.day),
  );

  app.get(
    '/months/:month/digest',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "A month's published days as one PDF: each day's questions, then the key with explanations",
        params: currentAffairsMonthParamsSchema,
        querystring: currentAffairsDigestQuerySchema,
        response: { 200: pdfResponse, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await pdfOrBusy(reply, () =>
        digestPdf(deps, pdfs, viewerOf(request).id, request.params.month, request.query.language),
      );
      return sendPdf(reply, file, 'private, no-store');
    },
  );
};

const admin = { access: 'platformAdmin' } as const;

/** /api/admin/current-affairs: a platform admin prepares and publishes the days. */
export const currentAffairsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/days/:day',
    {
      config: admin,
      schema: {
        ...common,
        summary:
          'A day as the admin prepares it: its chosen questions (with keys), takers, and the questions to choose from',
        params: currentAffairsDayParamsSchema,
        response: { 200: currentAffairsAdminDaySchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => getAdminDay(deps, request.params.day),
  );

  app.put(
    '/days/:day',
    {
      config: admin,
      schema: {
        ...common,
        summary: "Publishes a day's ten questions, or replaces them until a student has started the day",
        params: currentAffairsDayParamsSchema,
        body: currentAffairsPublishSchema,
        response: { 200: currentAffairsAdminDaySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => publishDay(deps, viewerOf(request).id, request.params.day, request.body.questionIds),
  );
};
