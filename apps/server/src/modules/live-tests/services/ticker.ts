import { LIVE_PUBLISH_GRACE_SECONDS } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { creditPublishedResults } from './credit.ts';
import { publishDueTests } from './publish.ts';
import { sendDueReminders, warmStartingPapers } from './remind.ts';

/**
 * One pass of the live jobs: reminders, the papers about to start, publication, then the points and
 * topic accuracy the published attempts were waiting for.
 */
export async function liveTick(
  d: Deps,
): Promise<{ reminded: number; warmed: number; published: number; credited: number }> {
  const reminded = await sendDueReminders(d);
  const warmed = await warmStartingPapers(d);
  const published = await publishDueTests(d);
  const credited = await creditPublishedResults(d);
  return { reminded, warmed, published, credited };
}

/** When the next unpublished test becomes due for publication (its end plus the grace), if any. */
export async function nextPublicationDue(d: Pick<Deps, 'db' | 'clock'>): Promise<Date | undefined> {
  const graceCut = new Date(d.clock().getTime() - LIVE_PUBLISH_GRACE_SECONDS * 1000);
  const [row] = rowsOf<{ ends_at: string | Date | null }>(
    await d.db.execute(sql`select min(ends_at) as ends_at from live_tests
      where results_published_at is null and cancelled_at is null and ends_at > ${graceCut}`),
  );
  if (!row?.ends_at) return undefined;
  return new Date(new Date(row.ends_at).getTime() + LIVE_PUBLISH_GRACE_SECONDS * 1000);
}

/**
 * Runs the live jobs every `seconds` (the attempt sweeper's interval) until stopped; errors are logged.
 * After each pass it also sets a timer for the next test's publication, so ranks come out right
 * after the end plus the grace, not up to a whole interval later (the goal: within 60 s of the close).
 * Stopping waits for a pass under way (a publication or a credit batch), so the server never closes
 * the database under it.
 */
export function startLiveTicker(d: Deps, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => {};
  let pass: Promise<void> | null = null;
  let stopped = false;
  let soon: NodeJS.Timeout | undefined;
  const tick = () => {
    if (pass || stopped) return;
    pass = liveTick(d)
      .then(async (r) => {
        if (r.reminded + r.published > 0) d.log.info(r, 'live tests: reminders and publication');
        await planNext();
      })
      .catch((err: unknown) => d.log.error({ err }, 'live-test ticker failed'))
      .finally(() => {
        pass = null;
      });
  };
  const planNext = async () => {
    const due = await nextPublicationDue(d);
    if (!due || stopped) return;
    const wait = due.getTime() - d.clock().getTime() + 500;
    if (wait >= seconds * 1000) return;
    clearTimeout(soon);
    soon = setTimeout(tick, Math.max(0, wait));
    soon.unref();
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(soon);
    await pass;
  };
}
