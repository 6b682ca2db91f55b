import { randomUUID } from 'node:crypto';
import { indianDayOf, indianDayStart } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcardReviews } from '../src/db/schema/index.ts';
import { createUser, signIn } from './factories.ts';
import { flashcardClient } from './flashcard-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let me: ReturnType<typeof flashcardClient>;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** The same scheduler the server uses (core/flashcards/scheduler.ts): ts-fsrs with its parameters. */
const reference = fsrs({
  request_retention: 0.9,
  maximum_interval: 36500,
  enable_fuzz: true,
  enable_short_term: true,
});
const grades: Record<string, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

beforeAll(async () => {
  // Tokens live for a year of the fake clock: these tests move it by days.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(400 * 86400) });
  me = flashcardClient(t.app, (await signIn(t.app, (await createUser(t.database.db)).username)).token);
});
afterAll(() => t.close());

const newStudent = async () =>
  flashcardClient(t.app, (await signIn(t.app, (await createUser(t.database.db)).username)).token);
const setClock = (at: Date | number) => t.clock.advance(new Date(at).getTime() - t.clock().getTime());

describe('FSRS reviews', () => {
  it('schedules each review as ts-fsrs does, and shows each button’s interval from ts-fsrs', async () => {
    setClock(new Date('2026-11-22T10:00:00Z'));
    const created = t.clock();
    const deck = await me.deck('मिलान');
    const card = await me.card(deck.id);
    let expected = createEmptyCard(created);
    let at = created;
    for (const [rating, gap] of [
      ['good', MIN],
      ['good', 15 * MIN],
      ['hard', 3 * DAY],
      ['again', 9 * DAY],
      ['easy', 20 * DAY],
    ] as const) {
      at = new Date(at.getTime() + gap);
      setClock(at);
      const queue = await me.queue(deck.id);
      const shown = queue.cards.find((c: { id: string }) => c.id === card.id);
      if (shown) {
        const preview = reference.repeat(expected, at);
        expect(shown.intervals.easy).toBe(preview[Rating.Easy].card.due.toISOString());
        expect(shown.intervals.again).toBe(preview[Rating.Again].card.due.toISOString());
      }
      // The client's clock says it was reviewed a second ago; any interval it might claim is never sent.
      const ack = await me.send([me.review(card.id, rating, new Date(at.getTime() - 1000))]);
      expected = reference.next(expected, new Date(at.getTime() - 1000), grades[rating] as Grade).card;
      expect(ack.results[0]).toMatchObject({ status: 'applied', due: expected.due.toISOString() });
    }
    const logs = await t.database.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.cardId, card.id));
    expect(logs).toHaveLength(5);
    expect(logs.map((l) => l.rating).sort()).toEqual(['again', 'easy', 'good', 'good', 'hard']);
    expect(logs.every((l) => l.durationMs === 4000)).toBe(true);
  });

  it('applies a replayed review once (same client id), however often it arrives', async () => {
    const deck = await me.deck('दोहराव');
    const card = await me.card(deck.id);
    const review = me.review(card.id, 'easy', t.clock());
    const first = await me.send([review]);
    const again = await me.send([review, review]);
    expect(first.results[0]?.status).toBe('applied');
    expect(again.results).toHaveLength(1);
    expect(again.results[0]).toMatchObject({ status: 'duplicate', due: first.results[0]?.due });
    const logs = await t.database.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.cardId, card.id));
    expect(logs).toHaveLength(1);
    const detail = (await me.call('GET', `/decks/${deck.id}`)).json();
    expect(detail.cards[0].schedule.reps).toBe(1);
  });

  it('applies offline reviews in the order they were made, whatever order they arrive in', async () => {
    const start = t.clock().getTime();
    const deckA = await me.deck('क्रम में');
    const deckB = await me.deck('उलटे क्रम में');
    const inOrder = await me.card(deckA.id);
    const outOfOrder = await me.card(deckB.id);
    const plan = [
      ['good', start + MIN],
      ['again', start + 2 * DAY],
      ['good', start + 4 * DAY],
    ] as const;
    setClock(start + 5 * DAY);
    const a = plan.map(([r, at]) => me.review(inOrder.id, r, new Date(at)));
    const b = plan.map(([r, at]) => me.review(outOfOrder.id, r, new Date(at)));
    await me.send(a);
    // The later two arrive first (another phone synced sooner), then the first, then a repeat.
    await me.send([b[2], b[1]]);
    await me.send([b[0]]);
    await me.send([b[1]]);
    const cardOf = async (deckId: string) => (await me.call('GET', `/decks/${deckId}`)).json().cards[0];
    const [x, y] = [await cardOf(deckA.id), await cardOf(deckB.id)];
    expect(y.schedule).toEqual(x.schedule);
    expect(y.schedule.reps).toBe(3);
    const logsOf = async (cardId: string) =>
      (await t.database.db.select().from(flashcardReviews).where(eq(flashcardReviews.cardId, cardId)))
        .sort((p, q) => p.reviewedAt.getTime() - q.reviewedAt.getTime())
        .map((l) => [l.rating, l.state, l.elapsedDays, l.scheduledDays, l.stability]);
    expect(await logsOf(outOfOrder.id)).toEqual(await logsOf(inOrder.id));
  });

  it('pulls a review dated in the future back to the server’s now', async () => {
    const deck = await me.deck('भविष्य');
    const card = await me.card(deck.id);
    const now = t.clock();
    const ack = await me.send([me.review(card.id, 'easy', new Date(now.getTime() + 30 * DAY))]);
    const [log] = await t.database.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.cardId, card.id));
    expect(log?.reviewedAt.toISOString()).toBe(now.toISOString());
    const expected = reference.next(createEmptyCard(now), now, Rating.Easy).card;
    expect(ack.results[0]?.due).toBe(expected.due.toISOString());
  });
});

describe('due today, by Indian day', () => {
  it('counts a card due later on an Indian day from that day’s IST midnight, not UTC’s', async () => {
    setClock(new Date('2026-11-25T04:00:00Z')); // 09:30 IST
    // A fresh student, so only this card counts.
    const student = await newStudent();
    const deck = await student.deck('आधी रात');
    const card = await student.card(deck.id);
    expect((await student.queue()).dueToday).toBe(1);
    const ack = await student.send([student.review(card.id, 'easy', t.clock())]);
    expect(ack.dueToday).toBe(0);
    const due = new Date(ack.results[0]?.due ?? '');
    const dueDay = indianDayOf(due);
    const midnight = indianDayStart(dueDay); // 18:30 UTC the day before
    expect(due.getTime()).toBeGreaterThan(midnight.getTime() + MIN);

    setClock(midnight.getTime() - MIN); // 23:59 IST the evening before
    expect((await student.queue()).dueToday).toBe(0);
    expect((await student.call('GET', '/decks')).json().dueToday).toBe(0);

    setClock(midnight.getTime() + MIN); // 00:01 IST: still the previous day in UTC
    expect(new Date(midnight.getTime() + MIN).toISOString().slice(0, 10)).not.toBe(dueDay);
    const queue = await student.queue();
    expect(queue.dueToday).toBe(1);
    expect(queue.cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(queue.dayEndsAt).toBe(
      indianDayStart(indianDayOf(new Date(midnight.getTime() + DAY))).toISOString(),
    );
    expect((await student.call('GET', '/decks')).json()).toMatchObject({
      dueToday: 1,
      decks: [{ dueToday: 1 }],
    });
  });

  it('keeps a card reviewed late in the evening in today’s queue while its next step is before midnight', async () => {
    setClock(new Date('2026-11-26T18:00:00Z')); // 23:30 IST
    const student = await newStudent();
    const deck = await student.deck('देर शाम');
    const card = await student.card(deck.id);
    const ack = await student.send([student.review(card.id, 'again', t.clock())]);
    // "Again" on a new card: a short learning step, minutes away, still before 00:00 IST.
    expect(new Date(ack.results[0]?.due ?? '').getTime()).toBeLessThan(
      indianDayStart('2026-11-27').getTime(),
    );
    expect(ack.dueToday).toBe(1);
    const unknown = await student.send([{ ...student.review(randomUUID(), 'good', t.clock()) }]);
    expect(unknown.results[0]?.status).toBe('rejected');
  });
});
