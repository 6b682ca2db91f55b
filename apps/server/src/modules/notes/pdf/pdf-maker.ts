import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PdfDiskCache } from './disk-cache.ts';
import type { RenderJob } from './render-task.ts';
import { defaultRendererLimits, PdfRenderer, type RendererLimits } from './renderer.ts';

/**
 * Bump when the layout changes (set-pdf.ts, writer.ts, the faces): PDFs on disk made by the old
 * layout are then made again on their next request.
 */
export const pdfLayoutVersion = 4;

/** A short hash of everything a PDF prints (and of the layout version): its version on disk. */
export function pdfVersion(printed: unknown): string {
  return createHash('sha256')
    .update(`${pdfLayoutVersion}\n${JSON.stringify(printed)}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * PDFs made once and kept: read from the disk cache when this version was made before, otherwise
 * rendered in a worker thread (PdfRenderer: bounded queue, one render per user), written to the disk
 * and served. Simultaneous requests for the same PDF share one render and one write.
 */
export class PdfMaker {
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(
    readonly renderer: PdfRenderer,
    readonly disk: PdfDiskCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `name` says which PDF (safe in a file name), `version` what it prints; `user` is limited to one render. */
  async file(name: string, version: string, job: () => RenderJob, user?: string): Promise<Buffer> {
    const key = `${name}.${version}`;
    const same = this.making.get(key);
    if (same) return same;
    const kept = await this.disk.get(name, version);
    if (kept) return kept;
    // Looked again: another request may have started it while the disk was read.
    const started = this.making.get(key);
    if (started) return started;
    const startedAt = performance.now();
    const made = this.renderer.render(key, job(), user).then(async (body) => {
      this.log.info({ pdf: key, ms: Math.round(performance.now() - startedAt) }, 'PDF rendered');
      await this.disk.put(name, version, body).catch((err: unknown) => {
        // Served anyway; the next request renders it again.
        this.log.warn({ err, pdf: key }, 'PDF not kept on disk');
      });
      return body;
    });
    const done = () => this.making.delete(key);
    void made.then(done, done);
    this.making.set(key, made);
    return made;
  }

  close(): Promise<void> {
    return this.renderer.close();
  }
}

/** The app's PDF maker: threads as `limits` say, files under `<data dir>/pdf-cache`. */
export function createPdfMaker(
  dataDir: string,
  log: FastifyBaseLogger,
  limits: RendererLimits = defaultRendererLimits,
): PdfMaker {
  return new PdfMaker(new PdfRenderer(limits), new PdfDiskCache(path.join(dataDir, 'pdf-cache')), log);
}
