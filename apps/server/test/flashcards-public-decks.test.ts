import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './factories.ts';
import { type FlashcardClient, flashcardClient, twoStudents } from './flashcard-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Public decks: reading, copying, searching and reviewing another student's deck (flashcards.test.ts has the rest).
let t: TestApp;
let asha: FlashcardClient;
let ravi: FlashcardClient;
let ashaUsername = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ asha, ravi, ashaUsername } = await twoStudents(t));
});
afterAll(() => t.close());

describe('public decks', () => {
  it('lets anyone signed in read and copy a public deck; the copy is the copier’s and keeps its texts', async () => {
    const deck = await asha.deck('सामान्य ज्ञान', true);
    const card = await asha.card(deck.id, 'भारत की राजधानी', 'नई दिल्ली');

    const browse = (await ravi.call('GET', `/public?q=${encodeURIComponent('ज्ञान')}`)).json();
    expect(browse.data.map((d: { id: string }) => d.id)).toContain(deck.id);
    const seen = (await ravi.call('GET', `/decks/${deck.id}`)).json();
    // Shown by the owner's username unless they chose their full name (docs/flashcards.md).
    expect(seen.deck).toMatchObject({
      isOwn: false,
      ownerName: ashaUsername,
      authorShown: null,
      dueToday: 0,
    });
    expect(seen.cards[0].schedule).toBeNull();

    const copied = await ravi.call('POST', `/decks/${deck.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json();
    expect(copy).toMatchObject({ isOwn: true, isPublic: false, cardCount: 1, copiedFromDeckId: deck.id });

    // The original's later edits do not reach the copy.
    await asha.call('PATCH', `/cards/${card.id}`, { front: { hi: 'बदला हुआ' }, back: { hi: 'बदला हुआ' } });
    const mine = (await ravi.call('GET', `/decks/${copy.id}`)).json();
    expect(mine.cards[0].front.hi).toBe('भारत की राजधानी');
    expect(mine.cards[0].schedule.state).toBe('new');
  });

  it('names its owner as they chose (username by default), and a reader sees exactly that name', async () => {
    const db = t.database.db;
    const meera = await createUser(db, { name: 'Meera Joshi Pande' });
    const owner = flashcardClient(t.app, (await signIn(t.app, meera.username)).token);
    const reader = flashcardClient(t.app, (await signIn(t.app, (await createUser(db)).username)).token);

    /** What the reader gets for the deck: its entry in the public list, the deck opened, both as text. */
    async function asRead(deckId: string) {
      const list = await reader.call('GET', `/public?q=${encodeURIComponent('लेखक')}&limit=50`);
      const detail = await reader.call('GET', `/decks/${deckId}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const listed = list.json().data.find((d: { id: string }) => d.id === deckId);
      // The list holds the other test decks too: what this deck says is its own entry.
      return { listed, opened: detail.json().deck, bodies: JSON.stringify(listed) + detail.body };
    }

    // No choice sent: the username, and the full name appears nowhere in what the reader gets.
    const plain = await owner.deck('लेखक: यूज़रनेम', true);
    expect(plain).toMatchObject({ ownerName: meera.username, authorShown: 'username' });
    let read = await asRead(plain.id);
    expect(read.listed).toMatchObject({ ownerName: meera.username, authorShown: null, isOwn: false });
    expect(read.opened).toMatchObject({ ownerName: meera.username, authorShown: null });
    expect(read.bodies).not.toContain('Meera');

    // The full name chosen when publishing: the reader sees it, and never the username.
    const named = await owner.call('POST', '/decks', {
      title: 'लेखक: पूरा नाम',
      isPublic: true,
      authorShown: 'name',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({ ownerName: 'Meera Joshi Pande', authorShown: 'name' });
    read = await asRead(named.json().id);
    expect(read.listed).toMatchObject({ ownerName: 'Meera Joshi Pande', authorShown: null });
    expect(read.opened).toMatchObject({ ownerName: 'Meera Joshi Pande', authorShown: null });
    expect(read.bodies).not.toContain(meera.username);
    // The first deck is untouched by the second's choice.
    expect((await asRead(plain.id)).opened.ownerName).toBe(meera.username);

    // The owner changes their mind on a public deck; the reader follows, both ways.
    const switched = await owner.call('PATCH', `/decks/${plain.id}`, { authorShown: 'name' });
    expect(switched.json()).toMatchObject({ ownerName: 'Meera Joshi Pande', authorShown: 'name' });
    expect((await asRead(plain.id)).opened.ownerName).toBe('Meera Joshi Pande');
    await owner.call('PATCH', `/decks/${plain.id}`, { authorShown: 'username' });
    read = await asRead(plain.id);
    expect(read.opened.ownerName).toBe(meera.username);
    expect(read.bodies).not.toContain('Meera');

    // A copy is the reader's own deck: it names the reader by username, never the original's owner.
    const copied = await reader.call('POST', `/decks/${named.json().id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({ isOwn: true, isPublic: false, authorShown: 'username' });
    expect(copied.body).not.toContain('Meera');
    expect(copied.body).not.toContain(meera.username);
    const readerUsername = (await reader.call('GET', `/decks/${copied.json().id}`)).json().deck.ownerName;
    expect(readerUsername).toMatch(/^user_/);

    // A blank full name falls back to the username rather than showing nothing.
    const blank = await createUser(db, { name: '   ' });
    const blankOwner = flashcardClient(t.app, (await signIn(t.app, blank.username)).token);
    const res = await blankOwner.call('POST', '/decks', {
      title: 'लेखक: खाली',
      isPublic: true,
      authorShown: 'name',
    });
    expect((await asRead(res.json().id)).opened.ownerName).toBe(blank.username);
  });

  it('lets only the owner edit a public deck (403 for others) and hides private decks (404)', async () => {
    const open = await asha.deck('खुला डेक', true);
    const openCard = await asha.card(open.id);
    const closed = await asha.deck('निजी डेक');
    const closedCard = await asha.card(closed.id);

    expect((await ravi.call('PATCH', `/decks/${open.id}`, { title: 'हड़पा' })).statusCode).toBe(403);
    expect((await ravi.call('DELETE', `/decks/${open.id}`)).statusCode).toBe(403);
    expect(
      (await ravi.call('POST', `/decks/${open.id}/cards`, { front: { hi: 'क' }, back: { hi: 'ख' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ravi.call('PATCH', `/cards/${openCard.id}`, { front: { hi: 'क' }, back: { hi: 'ख' } }))
        .statusCode,
    ).toBe(403);
    expect((await ravi.call('DELETE', `/cards/${openCard.id}`)).statusCode).toBe(403);

    for (const [method, url, body] of [
      ['GET', `/decks/${closed.id}`],
      ['PATCH', `/decks/${closed.id}`, { title: 'हड़पा' }],
      ['DELETE', `/decks/${closed.id}`],
      ['POST', `/decks/${closed.id}/copy`],
      ['POST', `/decks/${closed.id}/cards`, { front: { hi: 'क' }, back: { hi: 'ख' } }],
      ['PATCH', `/cards/${closedCard.id}`, { front: { hi: 'क' }, back: { hi: 'ख' } }],
      ['DELETE', `/cards/${closedCard.id}`],
      ['GET', `/review?deckId=${closed.id}`],
    ] as const) {
      const res = await ravi.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const browse = (await ravi.call('GET', '/public?limit=50')).json();
    expect(browse.data.map((d: { id: string }) => d.id)).not.toContain(closed.id);
    expect((await ravi.call('GET', '/decks')).json().decks.map((d: { id: string }) => d.id)).not.toContain(
      closed.id,
    );

    // Reviews of another student's cards are refused and change nothing.
    const ack = await ravi.send([ravi.review(closedCard.id, 'easy', t.clock())]);
    expect(ack.results[0]).toMatchObject({ status: 'rejected', due: null });
    const after = (await asha.call('GET', `/decks/${closed.id}`)).json();
    expect(after.cards[0].schedule.reps).toBe(0);

    // Making it private hides it again.
    await asha.call('PATCH', `/decks/${open.id}`, { isPublic: false });
    expect((await ravi.call('GET', `/decks/${open.id}`)).statusCode).toBe(404);
  });
});
