import type { LiveTestItem } from '@abhyas/core';

/** A live test starting at `startsAt` (ISO), one hour long, a 15-minute join window. */
export function liveItem(startsAt: string, over: Partial<LiveTestItem> = {}): LiveTestItem {
  const start = Date.parse(startsAt);
  return {
    id: '11111111-1111-4111-8111-111111111111',
    liveKey: 'SSC_LIVE',
    examKey: 'SSC',
    title: { hi: 'एसएससी लाइव टेस्ट 1', en: 'SSC live test 1' },
    startsAt,
    joinMinutes: 15,
    joinClosesAt: new Date(start + 15 * 60_000).toISOString(),
    endsAt: new Date(start + 60 * 60_000).toISOString(),
    phase: 'upcoming',
    questions: 100,
    durationMinutes: 60,
    totalMarks: 200,
    languages: ['hi', 'en'],
    scope: 'india',
    batchName: null,
    registered: true,
    registrations: 1234,
    resultsPublished: false,
    ...over,
  };
}
