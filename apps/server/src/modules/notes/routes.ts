import {
  noteDetailSchema,
  noteLanguageQuerySchema,
  noteListSchema,
  noteParamsSchema,
  pdfSetListSchema,
  setParamsSchema,
  setPdfQuerySchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { optionalUserId, viewerOf } from '../../plugins/access.ts';
import { createPdfMaker } from './pdf/pdf-maker.ts';
import { pdfOrBusy, pdfResponse, sendPdf } from './pdf/reply.ts';
import { listNotes } from './services/list-notes.ts';
import { listPdfSets } from './services/list-pdf-sets.ts';
import { notePdfFile } from './services/note-pdf.ts';
import { readNote } from './services/read-note.ts';
import { setPdfFile } from './services/set-pdf.ts';

/**
 * /api/notes: the study notes (public: they are free study material and harmless to show before
 * sign-up, see docs/notes.md) and their PDFs; the PDFs of practice sets with answers (signed in).
 */
export const notesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['notes'];
  // PDFs are made in worker threads and kept under the data dir (pdf/pdf-maker.ts); the threads stop
  // with the app.
  const pdfs = createPdfMaker(deps.config.DATA_DIR, deps.log);
  app.addHook('onClose', () => pdfs.close());
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
    async (request) => listPdfSets(deps, viewerOf(request).id),
  );

  app.get(
    '/sets/:setId/pdf',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'A practice set as a PDF: the question paper, or with=answers the paper then its answer key with explanations',
        params: setParamsSchema,
        querystring: setPdfQuerySchema,
        response: { 200: pdfResponse, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { language, with: extra } = request.query;
      const file = await pdfOrBusy(reply, () =>
        setPdfFile(
          deps,
          pdfs,
          viewerOf(request),
          request.params.setId,
          language,
          extra === 'answers' ? 'answers' : 'paper',
        ),
      );
      return sendPdf(reply, file, 'private, no-store');
    },
  );

  app.get(
    '/:subject/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'One note, its Markdown rendered to sanitised HTML (maths typeset by KaTeX), with its practice questions not sealed for the reader',
        params: noteParamsSchema,
        querystring: noteLanguageQuerySchema,
        response: { 200: noteDetailSchema, ...errors(400, 404) },
      },
    },
    async (request) =>
      readNote(deps.db, request.params, request.query.language, await optionalUserId(deps, request)),
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
        response: { 200: pdfResponse, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await pdfOrBusy(reply, () => notePdfFile(pdfs, request.params, request.query.language)),
        'public, max-age=3600',
      ),
  );
};
