import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, startAttempt, submitSet } from './exam-factories.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { flashcardClient } from './flashcard-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let asha: ReturnType<typeof flashcardClient>;
let ravi: ReturnType<typeof flashcardClient>;
/** The students' headers for the rest of the API (taking and submitting a set). */
const headers = { asha: {} as Record<string, string>, ravi: {} as Record<string, string> };
let ashaUsername = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ashaUsername = (await createUser(db, { name: 'Asha' })).username;
  const ashaToken = (await signIn(t.app, ashaUsername)).token;
  const raviToken = (await signIn(t.app, (await createUser(db, { name: 'Ravi' })).username)).token;
  asha = flashcardClient(t.app, ashaToken);
  ravi = flashcardClient(t.app, raviToken);
  headers.asha = bearer(ashaToken);
  headers.ravi = bearer(raviToken);
});
afterAll(() => t.close());

/** A set's id, as the 409 for a sealed question names it. */
async function setIdOf(set: SeededSet) {
  const [row] = await t.database.db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, set.slug));
  return row?.id;
}

async function questionIdsOf(slug: string) {
  const rows = await t.database.db
    .select({ id: setQuestions.questionId })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .where(eq(practiceSets.slug, slug))
    .orderBy(setQuestions.position);
  return rows.map((r) => r.id);
}

describe('decks and cards', () => {
  it('creates, lists, edits and deletes a deck and its cards', async () => {
    const deck = await asha.deck('राजव्यवस्था');
    expect(deck).toMatchObject({ title: 'राजव्यवस्था', isPublic: false, isOwn: true, cardCount: 0 });
    const card = await asha.card(deck.id, 'अनुच्छेद 21', 'जीवन का अधिकार');
    expect(card.front).toEqual({ hi: 'अनुच्छेद 21', en: null });
    expect(card.schedule?.state).toBe('new');

    const listed = (await asha.call('GET', '/decks')).json();
    expect(listed.decks.find((d: { id: string }) => d.id === deck.id)).toMatchObject({
      cardCount: 1,
      dueToday: 1,
    });

    const edited = await asha.call('PATCH', `/cards/${card.id}`, {
      front: { hi: 'अनुच्छेद 21', en: 'Article 21' },
      back: { hi: 'जीवन का अधिकार', en: 'Right to life' },
      tags: ['polity', 'polity', 'rights'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().card).toMatchObject({ back: { en: 'Right to life' }, tags: ['polity', 'rights'] });

    const renamed = await asha.call('PATCH', `/decks/${deck.id}`, { title: 'संविधान' });
    expect(renamed.json().title).toBe('संविधान');

    const detail = (await asha.call('GET', `/decks/${deck.id}`)).json();
    expect(detail.cards).toHaveLength(1);

    expect((await asha.call('DELETE', `/cards/${card.id}`)).statusCode).toBe(200);
    expect((await asha.call('GET', `/decks/${deck.id}`)).json().cards).toHaveLength(0);
    expect((await asha.call('DELETE', `/decks/${deck.id}`)).statusCode).toBe(200);
    expect((await asha.call('GET', `/decks/${deck.id}`)).statusCode).toBe(404);
  });

  it('lists every card of the student with its tags, and filters by one', async () => {
    const deck = await asha.deck('भूगोल');
    await asha.card(deck.id, 'सबसे लंबी नदी', 'गंगा');
    const res = await asha.call('GET', `/cards?tag=${encodeURIComponent('इतिहास')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tags).toContain('इतिहास');
    expect(res.json().data.every((c: { tags: string[] }) => c.tags.includes('इतिहास'))).toBe(true);
    expect((await ravi.call('GET', '/cards')).json().data).toHaveLength(0);
  });
});

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

describe('a card from a bank question', () => {
  it('takes the text, the key and the explanation in the student’s language, once per question', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC');
    const [first] = await questionIdsOf(set.slug);
    // A ranked set's question is sealed until the student submits that set: no card, no key.
    const sealed = await asha.call('POST', '/cards/from-question', { questionId: first, language: 'en' });
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json().error).toMatchObject({
      code: 'QUESTION_SEALED',
      sealedBy: { setId: await setIdOf(set), examKey: 'SSC', title: { en: expect.stringMatching(/^Set /) } },
    });
    expect(sealed.body).not.toMatch(/Explanation/);
    expect(
      (await asha.call('GET', '/decks')).json().decks.map((d: { title: string }) => d.title),
    ).not.toContain('Cards from questions');
    await submitSet(t.app, headers.asha, set);
    const made = await asha.call('POST', '/cards/from-question', { questionId: first, language: 'en' });
    expect(made.statusCode, made.body).toBe(201);
    const card = made.json().card;
    expect(card.front.hi).toBeNull();
    expect(card.front.en).toMatch(/^Q .* no 1: the average of 1 and 3\?\n\n1\. 1\n2\. 2/);
    // Question 1's key is option 2 (keyOf(1) = 1): "2. 2" (numbered as everywhere), then the explanation.
    expect(card.back.en).toBe('2. 2\n\nExplanation 1');
    expect(card.tags).toEqual(['maths', 'average']);
    const again = await asha.call('POST', '/cards/from-question', { questionId: first, language: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json().card.id).toBe(card.id);
    const decks = (await asha.call('GET', '/decks')).json().decks;
    const fromQuestions = decks.filter((d: { title: string }) => d.title === 'Cards from questions');
    expect(fromQuestions).toHaveLength(1);
    // While the student sits the set again its key is sealed: the card is left out of the deck, the
    // card list and the review queue, and comes back once the retake is submitted.
    const deckId = fromQuestions[0].id as string;
    const shown = async () => ({
      deck: (await asha.call('GET', `/decks/${deckId}`)).json().cards.map((c: { id: string }) => c.id),
      list: (await asha.call('GET', '/cards')).json().data.map((c: { id: string }) => c.id),
      review: await (async () => {
        const res = await asha.call('GET', `/review?deckId=${deckId}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.body;
      })(),
    });
    const open = await shown();
    expect(open.deck).toContain(card.id);
    expect(open.list).toContain(card.id);
    expect(open.review).toContain(card.id);
    const retake = await startAttempt(t.app, headers.asha, set);
    const during = await shown();
    expect(during.deck).not.toContain(card.id);
    expect(during.list).not.toContain(card.id);
    expect(during.review).not.toContain(card.id);
    expect(JSON.stringify(during)).not.toMatch(/Explanation/);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${retake.id}/submit`,
      headers: headers.asha,
    });
    expect(submitted.statusCode).toBe(200);
    expect((await shown()).deck).toContain(card.id);
  });

  it('refuses a question that sits only in an unpublished set (it may be tomorrow’s paper)', async () => {
    const draft = await createPracticeSet(t.database.db, 'SSC', { published: false });
    const [hidden] = await questionIdsOf(draft.slug);
    const res = await asha.call('POST', '/cards/from-question', { questionId: hidden, language: 'hi' });
    expect(res.statusCode).toBe(404);
  });

  it('puts the card in a deck the student names, and only one of theirs', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC');
    const ids = await questionIdsOf(set.slug);
    await submitSet(t.app, headers.ravi, set);
    const deck = await ravi.deck('गणित');
    const res = await ravi.call('POST', '/cards/from-question', {
      questionId: ids[1],
      language: 'hi',
      deckId: deck.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().card.deckId).toBe(deck.id);
    expect(res.json().card.back.hi).toContain('व्याख्या 2');
    const foreign = await asha.deck('आशा का डेक');
    const refused = await ravi.call('POST', '/cards/from-question', {
      questionId: ids[2],
      language: 'hi',
      deckId: foreign.id,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with a rule key on every route, and changes nothing', async () => {
    const deck = await asha.deck('जाँच');
    const card = await asha.card(deck.id);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/decks', { title: 'क' }, 'validation.flashcards.titleTooShort'],
      ['POST', '/decks', { title: 'x'.repeat(121) }, 'validation.flashcards.titleTooLong'],
      ['POST', '/decks', { title: 'ठीक नाम', owner: 'x' }, 'validation.unknownField'],
      ['PATCH', `/decks/${deck.id}`, { isPublic: 'yes' }, 'validation.invalidType'],
      ['PATCH', `/decks/${deck.id}`, { authorShown: 'fullName' }, 'validation.invalidType'],
      ['POST', '/decks', { title: 'ठीक नाम', authorShown: null }, 'validation.invalidType'],
      ['PATCH', '/decks/not-a-uuid', { title: 'ठीक नाम' }, 'validation.invalidType'],
      ['DELETE', '/decks/not-a-uuid', undefined, 'validation.invalidType'],
      ['GET', '/decks/not-a-uuid', undefined, 'validation.invalidType'],
      ['POST', '/decks/not-a-uuid/copy', undefined, 'validation.invalidType'],
      [
        'POST',
        `/decks/${deck.id}/cards`,
        { front: { hi: 'क' }, back: { en: 'b' } },
        'validation.flashcards.sideMissing',
      ],
      [
        'POST',
        `/decks/${deck.id}/cards`,
        { front: { hi: '' }, back: { hi: '' } },
        'validation.flashcards.sideMissing',
      ],
      [
        'POST',
        `/decks/${deck.id}/cards`,
        { front: { hi: 'x'.repeat(2001) }, back: { hi: 'y' } },
        'validation.flashcards.sideTooLong',
      ],
      [
        'POST',
        `/decks/${deck.id}/cards`,
        { front: { hi: 'क' }, back: { hi: 'ख' }, tags: Array(11).fill('t') },
        'validation.flashcards.tooManyTags',
      ],
      ['PATCH', `/cards/${card.id}`, { front: { hi: 'क' } }, 'validation.required'],
      ['DELETE', '/cards/not-a-uuid', undefined, 'validation.invalidType'],
      ['POST', '/cards/from-question', { questionId: 'x', language: 'hi' }, 'validation.invalidType'],
      ['POST', '/cards/from-question', { questionId: card.id, language: 'fr' }, 'validation.invalidType'],
      ['GET', '/public?limit=500', undefined, 'validation.invalidType'],
      ['GET', '/cards?page=0', undefined, 'validation.invalidType'],
      ['GET', '/review?deckId=nope', undefined, 'validation.invalidType'],
      ['POST', '/reviews', { reviews: [] }, 'validation.flashcards.batchSize'],
      [
        'POST',
        '/reviews',
        {
          reviews: [{ id: card.id, cardId: card.id, rating: 'perfect', reviewedAt: '2026-11-22T10:00:00Z' }],
        },
        'validation.flashcards.rating',
      ],
      [
        'POST',
        '/reviews',
        { reviews: [{ id: card.id, cardId: card.id, rating: 'good', reviewedAt: 'yesterday' }] },
        'validation.flashcards.reviewedAt',
      ],
      [
        'POST',
        '/reviews',
        {
          reviews: [
            {
              id: card.id,
              cardId: card.id,
              rating: 'good',
              reviewedAt: '2026-11-22T10:00:00Z',
              durationMs: -5,
            },
          ],
        },
        'validation.flashcards.duration',
      ],
      [
        'POST',
        '/reviews',
        {
          reviews: [
            {
              id: card.id,
              cardId: card.id,
              rating: 'good',
              reviewedAt: '2026-11-22T10:00:00Z',
              interval: 99,
            },
          ],
        },
        'validation.unknownField',
      ],
    ];
    for (const [method, url, body, rule] of cases) {
      const res = await asha.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      expect(res.json().error, `${method} ${url}`).toMatchObject({ code: 'VALIDATION_ERROR', rule });
    }
    const detail = (await asha.call('GET', `/decks/${deck.id}`)).json();
    expect(detail.deck.title).toBe('जाँच');
    expect(detail.cards).toHaveLength(1);
    expect(detail.cards[0].schedule.reps).toBe(0);
  });

  it('refuses every route signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer('nope') });
    expect(res.statusCode).toBe(401);
  });
});
