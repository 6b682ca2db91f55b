import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * A submitted attempt of the set `slug` by `userId`, written straight into the table: the set's answer
 * key is then theirs to see (notes/policy.ts), without sitting a 100-question test through the API.
 */
export async function submittedAttempt(db: Db, userId: string, slug: string): Promise<void> {
  await db.execute(sql`
    insert into attempts (user_id, set_id, exam_key, language, status, ranked, started_at, deadline,
      submitted_at, finished_by, score_milli, correct, wrong, skipped, time_taken_seconds)
    select ${userId}, id, exam_key, 'en', 'submitted', false, now() - interval '2 hours',
      now() - interval '1 hour', now() - interval '1 hour', 'candidate', 0, 0, 0, 100, 3600
    from practice_sets where slug = ${slug}`);
}

/** A data dir of the test's own: the PDFs it makes are kept there (pdf/disk-cache.ts), not in ./data. */
export const pdfDataDir = () => mkdtempSync(path.join(tmpdir(), 'abhyas-pdf-'));
