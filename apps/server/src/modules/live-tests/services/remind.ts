import { LIVE_REMINDER_MINUTES } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { loadSetQuestions } from '../../attempts/set-questions.ts';
import { notify } from '../../notifications/service.ts';

interface Due {
  id: string;
  title_hi: string;
  title_en: string;
  starts_at: string | Date;
  set_id: string;
}

/**
 * The reminder, once per test, LIVE_REMINDER_MINUTES before the start: the UPDATE that sets
 * reminded_at claims the tests, so of several nodes ticking at once one sends it. A notification for
 * every registrant (written in the same transaction) and a Web Push to their browsers after it.
 */
export async function sendDueReminders(d: Deps): Promise<number> {
  const now = d.clock();
  const soon = new Date(now.getTime() + LIVE_REMINDER_MINUTES * 60_000);
  const sent = await d.db.transaction(async (tx) => {
    const due = rowsOf<Due>(
      await tx.execute(sql`update live_tests set reminded_at = ${now}
        where cancelled_at is null and reminded_at is null and starts_at > ${now} and starts_at <= ${soon}
        returning id::text as id, title_hi, title_en, starts_at, set_id::text as set_id`),
    );
    const out: { id: string; users: string[] }[] = [];
    for (const t of due) {
      const users = rowsOf<{ user_id: string }>(
        await tx.execute(
          sql`select user_id::text as user_id from live_registrations where live_test_id = ${t.id}`,
        ),
      ).map((r) => r.user_id);
      const startsAt = new Date(t.starts_at).toISOString();
      await notify(tx, {
        kind: 'liveReminder',
        recipients: users.map((userId) => ({
          userId,
          params: { liveTestId: t.id, title: { hi: t.title_hi, en: t.title_en }, startsAt },
        })),
      });
      out.push({ id: t.id, users });
    }
    return out;
  });
  for (const t of sent)
    if (t.users.length > 0)
      void d.push
        .send(t.users, {
          title: 'लाइव टेस्ट जल्द शुरू होगा / Your live test starts soon',
          body: 'समय पर जुड़ें / Join on time',
          url: `/mock-test/${t.id}`,
        })
        .catch((err: unknown) => d.log.warn({ err }, 'push for a live reminder failed'));
  return sent.length;
}

/**
 * Loads the paper of each test about to start (or in its join window) into this node's hall cache,
 * so the first candidates on the node do not each wait for the read (docs/live-tests.md).
 */
export async function warmStartingPapers(d: Deps): Promise<number> {
  const now = d.clock();
  const sets = rowsOf<{ set_id: string }>(
    await d.db.execute(sql`select distinct set_id::text as set_id from live_tests
      where cancelled_at is null and starts_at <= ${new Date(now.getTime() + 2 * 60_000)}
        and starts_at + make_interval(mins => join_minutes) > ${now}`),
  );
  await Promise.all(sets.map((s) => loadSetQuestions(d, s.set_id)));
  return sets.length;
}
