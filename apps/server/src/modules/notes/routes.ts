import {
  noteDetailSchema,
  noteLanguageQuerySchema,
  noteListSchema,
  noteParamsSchema,
  pdfSetListSchema,
  setParamsSchema,
  setPdfQuerySchema,
} from '@abhyas/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { listNotes } from './services/list-notes.ts';
import { listPdfSets } from './services/list-pdf-sets.ts';
import { notePdfFile, type PdfFile } from './services/note-pdf.ts';
import { readNote } from './services/read-note.ts';
import { setPdfFile } from './services/set-pdf.ts';

const pdfResponse = z.string().describe('The PDF, as an attachment');

const sendPdf = (reply: FastifyReply, file: PdfFile, cache: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', cache)
    .send(file.body);

/**
 * /api/notes: the study notes (public: they are free study material and harmless to show before
 * sign-up, see docs/notes.md) and their PDFs; the PDFs of practice sets with answers (signed in).
 */
export const notesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['notes'];
  app.get(
    '',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every study note (subject, topic, title, summary) in one language',
        querystring: noteLanguageQuerySchema,
        response: { 200: noteListSchema, ...errors(400) },
      },
    },
    async (request) => listNotes(request.query.language),
  );

  app.get(
    '/sets',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Practice sets that may be downloaded with answers (published, solutions visible)',
        response: { 200: pdfSetListSchema, ...errors(401) },
      },
    },
    async () => listPdfSets(deps),
  );

  app.get(
    '/sets/:setId/pdf',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'A practice set with its answers and explanations as a PDF',
        params: setParamsSchema,
        querystring: setPdfQuerySchema,
        response: { 200: pdfResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await setPdfFile(deps, request.params.setId, request.query.language),
        'private, no-store',
      ),
  );

  app.get(
    '/:subject/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One note, its Markdown rendered to sanitised HTML (maths typeset by KaTeX)',
        params: noteParamsSchema,
        querystring: noteLanguageQuerySchema,
        response: { 200: noteDetailSchema, ...errors(400, 404) },
      },
    },
    async (request) => readNote(request.params, request.query.language),
  );

  app.get(
    '/:subject/:slug/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One note as a PDF (Hindi shaped, maths as plain text)',
        params: noteParamsSchema,
        querystring: noteLanguageQuerySchema,
        response: { 200: pdfResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await notePdfFile(request.params, request.query.language), 'public, max-age=3600'),
  );
};
