import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PdfFile } from '../services/note-pdf.ts';
import { PdfBusyError } from './renderer.ts';

/** The OpenAPI document's description of a PDF answer. */
export const pdfResponse = z.string().describe('The PDF, as an attachment');

/** Sends a made PDF as a download. */
export const sendPdf = (reply: FastifyReply, file: PdfFile, cache: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', cache)
    .send(file.body);

/** A busy PDF maker's 429 carries Retry-After, as every 429 of the API does. */
export async function pdfOrBusy(reply: FastifyReply, made: () => Promise<PdfFile>): Promise<PdfFile> {
  try {
    return await made();
  } catch (err) {
    if (err instanceof PdfBusyError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}
