import { addIndianDays, indianDayOf, subjectName } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { appSettings, potdStreaks, pushSubscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { renderNotice } from '../notifications/messages.ts';
import { notify, notifyEveryone } from '../notifications/service.ts';
import { problemOfDay } from './day-problem.ts';

/** The hour (IST) from which the day's problem is announced, and the evening window for reminders. */
export const announceFromHour = 7;
export const remindHours = { from: 19, to: 22 } as const;

const istHour = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).getUTCHours();

/**
 * Claims a once-a-day job for the whole deployment: the first node to insert the key runs it, every
 * other node (and every later tick) finds it taken.
 */
async function claim(d: Deps, key: string): Promise<boolean> {
  const won = await d.db
    .insert(appSettings)
    .values({ key, value: d.clock().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return won.length > 0;
}

/**
 * The day's notices (docs/potd.md): from 07:00 IST, one platform-wide notice that today's problem is
 * out, pushed to every subscribed browser; between 19:00 and 22:00 IST, one reminder to each student
 * whose streak ends at midnight (solved yesterday, not yet today), pushed too. Each runs once a day
 * across every node. Pushes never go out at night (the push sender checks the hour again).
 */
export async function runDailyNotices(d: Deps): Promise<{ announced: boolean; reminded: number }> {
  const now = d.clock();
  const day = indianDayOf(now);
  const hour = istHour(now);
  let announced = false;
  let reminded = 0;

  if (hour >= announceFromHour && (await claim(d, `potd_announced:${day}`))) {
    const found = await problemOfDay(d.db, day);
    if (found) {
      const params = {
        day,
        category: {
          hi: subjectName(found.question.topic, 'hi'),
          en: subjectName(found.question.topic, 'en'),
        },
      };
      await notifyEveryone(d.db, 'potdNew', params, now);
      const subscribers = await d.db.selectDistinct({ id: pushSubscriptions.userId }).from(pushSubscriptions);
      const message = renderNotice('potdNew', params, null);
      await d.push.send(
        subscribers.map((s) => s.id),
        { ...message, url: '/potd' },
      );
      announced = true;
    }
  }

  if (hour >= remindHours.from && hour < remindHours.to && (await claim(d, `streak_reminded:${day}`))) {
    const atRisk = await d.db
      .select({ userId: potdStreaks.userId, streak: potdStreaks.current })
      .from(potdStreaks)
      .where(eq(potdStreaks.lastSolvedDay, addIndianDays(day, -1)));
    if (atRisk.length > 0) {
      await d.db.transaction((tx) =>
        notify(tx, {
          kind: 'streakAtRisk',
          recipients: atRisk.map((r) => ({ userId: r.userId, params: { streak: r.streak } })),
        }),
      );
      // One push per student, in both languages (the server does not know each phone's language).
      for (const r of atRisk)
        await d.push.send([r.userId], {
          ...renderNotice('streakAtRisk', { streak: r.streak }, null),
          url: '/potd',
        });
      reminded = atRisk.length;
    }
  }
  return { announced, reminded };
}

/** Runs the day's notices every `minutes` until stopped; errors are logged, never fatal. */
export function startDailyNotices(d: Deps, minutes: number): () => void {
  if (minutes <= 0) return () => {};
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDailyNotices(d)
      .then((r) => {
        if (r.announced || r.reminded > 0) d.log.info(r, 'daily notices sent');
      })
      .catch((err: unknown) => d.log.error({ err }, 'daily notices failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
