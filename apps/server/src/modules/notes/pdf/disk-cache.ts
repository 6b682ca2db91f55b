import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered PDFs kept on disk, one file per version: `<name>.<version>.pdf` in one folder under the
 * data dir. `name` says which PDF (set, language, variant) and `version` is a hash of everything
 * printed in it, so an edited question or a key correction is a new version and the old file is
 * never served again; writing a version removes the older versions of the same name. Files are
 * written to a temporary name and renamed, so a reader never sees half a PDF, and two nodes sharing
 * the folder at worst write the same bytes twice.
 */
export class PdfDiskCache {
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  private file(name: string, version: string): string {
    return path.join(this.dir, `${name}.${version}.pdf`);
  }

  async get(name: string, version: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(name, version));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async put(name: string, version: string, body: Uint8Array): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const target = this.file(name, version);
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, target);
    const older = (await readdir(this.dir)).filter(
      (f) => f.startsWith(`${name}.`) && f.endsWith('.pdf') && f !== path.basename(target),
    );
    await Promise.all(older.map((f) => rm(path.join(this.dir, f), { force: true })));
  }
}
