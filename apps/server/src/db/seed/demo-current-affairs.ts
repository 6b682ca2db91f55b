import { addIndianDays, currentAffairsRules, indianDayOf } from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { getAdminDay, publishDay } from '../../modules/current-affairs/services/admin-day.ts';
import { users } from '../schema/index.ts';

/** Days of current affairs the demo keeps published, ending today. */
const DEMO_DAYS = 7;

/**
 * The demo's daily current-affairs quizzes (docs/current-affairs.md): the last week, today included,
 * each day published by demo_admin through the admins' own service from the current questions of the
 * content. Idempotent: a day already published is left alone; days are filled while questions last.
 */
export async function seedDemoCurrentAffairs(d: Deps): Promise<number> {
  const [admin] = await d.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_admin'));
  if (!admin) return 0;
  const today = indianDayOf(d.clock());
  let published = 0;
  for (let back = DEMO_DAYS - 1; back >= 0; back -= 1) {
    const day = addIndianDays(today, -back);
    const [done] = rowsOf<{ n: number }>(
      await d.db.execute(sql`select count(*)::int as n from current_affairs_days where day = ${day}::date`),
    );
    if (Number(done?.n) > 0) continue;
    const { candidates } = await getAdminDay(d, day);
    if (candidates.length < currentAffairsRules.quizSize) break;
    // Spread the topics: one of each in turn, as an editor would, rather than the newest ten.
    const picks = roundRobin(candidates, currentAffairsRules.quizSize);
    await publishDay(d, admin.id, day, picks);
    published += 1;
  }
  return published;
}

function roundRobin(candidates: { id: string; topic: string }[], n: number): string[] {
  const byTopic = new Map<string, string[]>();
  for (const c of candidates) byTopic.set(c.topic, [...(byTopic.get(c.topic) ?? []), c.id]);
  const queues = [...byTopic.values()];
  const out: string[] = [];
  while (out.length < n && queues.some((q) => q.length > 0))
    for (const q of queues) {
      const id = q.shift();
      if (id && out.length < n) out.push(id);
    }
  return out;
}
