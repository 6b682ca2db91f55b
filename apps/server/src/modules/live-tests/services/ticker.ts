import type { Deps } from '../../../deps.ts';
import { publishDueTests } from './publish.ts';
import { sendDueReminders, warmStartingPapers } from './remind.ts';

/** One pass of the live jobs: reminders, the papers about to start, publication. */
export async function liveTick(d: Deps): Promise<{ reminded: number; warmed: number; published: number }> {
  const reminded = await sendDueReminders(d);
  const warmed = await warmStartingPapers(d);
  const published = await publishDueTests(d);
  return { reminded, warmed, published };
}

/** Runs the live jobs every `seconds` (the attempt sweeper's interval) until stopped; errors are logged. */
export function startLiveTicker(d: Deps, seconds: number): () => void {
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    liveTick(d)
      .then((r) => {
        if (r.reminded + r.published > 0) d.log.info(r, 'live tests: reminders and publication');
      })
      .catch((err: unknown) => d.log.error({ err }, 'live-test ticker failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
