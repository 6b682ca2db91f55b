import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, startAttempt, submitSet } from './exam-factories.ts';
import { bearer } from './factories.ts';
import { type FlashcardClient, type TwoStudents, twoStudents } from './flashcard-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let asha: FlashcardClient;
let ravi: FlashcardClient;
/** The students' headers for the rest of the API (taking and submitting a set). */
let headers: TwoStudents['headers'];

beforeAll(async () => {
  t = await createTestApp();
  ({ asha, ravi, headers } = await twoStudents(t));
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
