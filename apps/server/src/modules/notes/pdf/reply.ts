import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PdfFile } from '../services/note-pdf.ts';
import { PdfBusyError } from './renderer.ts';

/** The OpenAPI document's description of a PDF answer. */
export const pdfResponse = z.string().describe('The PDF, as an attachment');

/**
 * A PDF leaves in 16 KB pieces, each written to the socket in its own turn of the event loop (the
 * next once the last has drained): one write of a 190 KB set paper holds the server's thread for a
 * millisecond or two, which every exam-hall save arriving then would wait behind (bench/pdf-hall.ts).
 */
const pieceBytes = 16 * 1024;

function* piecesOf(body: Buffer): Generator<Buffer> {
  for (let at = 0; at < body.length; at += pieceBytes) yield body.subarray(at, at + pieceBytes);
}

/** Made PDF bytes as a response body: its length declared, the bytes in pieces (above). */
export const pdfBody = (reply: FastifyReply, body: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(body.length))
    .send(Readable.from(piecesOf(body), { objectMode: false }));

/** Sends a made PDF as a download. */
export const sendPdf = (reply: FastifyReply, file: PdfFile, cache: string) =>
  pdfBody(
    reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', cache),
    file.body,
  );

/** A busy PDF maker's 429 carries Retry-After, as every 429 of the API does. */
export async function pdfOrBusy(reply: FastifyReply, made: () => Promise<PdfFile>): Promise<PdfFile> {
  try {
    return await made();
  } catch (err) {
    if (err instanceof PdfBusyError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}
