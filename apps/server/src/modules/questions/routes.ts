import {
  adminSeriesListSchema,
  adminSeriesSchema,
  adminSetDetailSchema,
  adminSetListSchema,
  adminSetSchema,
  exportQuery,
  importRejectedSchema,
  importReportSchema,
  importRequestSchema,
  questionBodySchema,
  questionResponseSchema,
  seriesIdParams,
  seriesInputSchema,
  seriesPatchSchema,
  setIdParams,
  setInputSchema,
  setListQuery,
  setPatchSchema,
  setQuestionParams,
  templateParams,
} from '@abhyas/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { exportSet, type FileOut, templateFile } from './export.ts';
import { importIntoSet, importRefusal } from './import-service.ts';
import { addQuestion } from './services/add-question.ts';
import { createSeries } from './services/create-series.ts';
import { createSet } from './services/create-set.ts';
import { getSet } from './services/get-set.ts';
import { listSeries } from './services/list-series.ts';
import { listSets } from './services/list-sets.ts';
import { removeQuestion } from './services/remove-question.ts';
import { updateQuestion } from './services/update-question.ts';
import { updateSeries } from './services/update-series.ts';
import { updateSet } from './services/update-set.ts';

/** A base64 upload is 4/3 of the file: this lets through a 5 MB spreadsheet and not much more. */
export const IMPORT_BODY_LIMIT = 7 * 1024 * 1024;

const fileResponse = z.string().describe('The file (CSV, XLSX or JSON) as an attachment');
const sendFile = (reply: FastifyReply, file: FileOut) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);

/** /api/admin/content: authoring of series, sets and questions, import and export (platform admins). */
export const questionsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['content', 'admin'], security: [{ bearer: [] }] };
  const config = { access: 'platformAdmin' } as const;

  app.get(
    '/series',
    {
      config,
      schema: {
        ...common,
        summary: 'Every test series',
        response: { 200: adminSeriesListSchema, ...errors(401, 403) },
      },
    },
    async () => listSeries(deps),
  );
  app.post(
    '/series',
    {
      config,
      schema: {
        ...common,
        summary: 'Create a test series',
        body: seriesInputSchema,
        response: { 201: z.object({ series: adminSeriesSchema }), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ series: await createSeries(deps, request.body) }),
  );
  app.patch(
    '/series/:seriesId',
    {
      config,
      schema: {
        ...common,
        summary: 'Edit a test series (its exam only while it has no sets)',
        params: seriesIdParams,
        body: seriesPatchSchema,
        response: { 200: z.object({ series: adminSeriesSchema }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ series: await updateSeries(deps, request.params.seriesId, request.body) }),
  );

  app.get(
    '/sets',
    {
      config,
      schema: {
        ...common,
        summary: 'The sets of a series, published or not',
        querystring: setListQuery,
        response: { 200: adminSetListSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => listSets(deps, request.query.seriesId),
  );
  app.post(
    '/sets',
    {
      config,
      schema: {
        ...common,
        summary: 'Create a set in a series (the exam is the series’)',
        body: setInputSchema,
        response: { 201: z.object({ set: adminSetSchema }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ set: await createSet(deps, request.body) }),
  );
  app.patch(
    '/sets/:setId',
    {
      config,
      schema: {
        ...common,
        summary: 'Edit a set: slug, titles, languages, free, published',
        params: setIdParams,
        body: setPatchSchema,
        response: { 200: z.object({ set: adminSetSchema }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ set: await updateSet(deps, request.params.setId, request.body) }),
  );
  app.get(
    '/sets/:setId',
    {
      config,
      schema: {
        ...common,
        summary: 'A set with its sections and every question, keys included',
        params: setIdParams,
        response: { 200: adminSetDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getSet(deps, request.params.setId),
  );

  app.post(
    '/sets/:setId/questions',
    {
      config,
      schema: {
        ...common,
        summary: 'Add one question at the end of a set',
        params: setIdParams,
        body: questionBodySchema,
        response: { 201: questionResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ question: await addQuestion(deps, request.params.setId, request.body) }),
  );
  app.put(
    '/sets/:setId/questions/:questionId',
    {
      config,
      schema: {
        ...common,
        summary: 'Edit a question (409 for a new answer once attempts are submitted: use the re-score flow)',
        params: setQuestionParams,
        body: questionBodySchema,
        response: { 200: questionResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      question: await updateQuestion(deps, request.params.setId, request.params.questionId, request.body),
    }),
  );
  app.delete(
    '/sets/:setId/questions/:questionId',
    {
      config,
      schema: {
        ...common,
        summary: 'Take a question out of a set (it stays in the bank)',
        params: setQuestionParams,
        response: { 204: z.null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeQuestion(deps, request.params.setId, request.params.questionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sets/:setId/import',
    {
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Import CSV, XLSX or JSON questions into a set, all or nothing',
        description: 'Any bad row and nothing is written: 422 IMPORT_INVALID with the row-by-row report.',
        params: setIdParams,
        body: importRequestSchema,
        response: {
          200: importReportSchema,
          422: importRejectedSchema,
          ...errors(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const report = await importIntoSet(deps, request.params.setId, request.body);
      return report.ok ? report : reply.status(422).send(importRefusal(report));
    },
  );
  app.get(
    '/sets/:setId/export',
    {
      config,
      schema: {
        ...common,
        summary: 'Download a set in the import format (CSV, XLSX or JSON)',
        params: setIdParams,
        querystring: exportQuery,
        response: { 200: fileResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exportSet(deps, request.params.setId, request.query.format)),
  );
  app.get(
    '/templates/:format',
    {
      config,
      schema: {
        ...common,
        summary: 'The import template: header row and one example row',
        params: templateParams,
        response: { 200: fileResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => sendFile(reply, await templateFile(request.params.format)),
  );
};
