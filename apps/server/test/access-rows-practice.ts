import { type AccessRow, missingId, signedInGets, type Who } from './access-row.ts';

const flashcardSides = { front: { hi: 'क' }, back: { hi: 'ख' } };
const flashcardReview = {
  reviews: [{ id: missingId, cardId: missingId, rating: 'good', reviewedAt: '2026-11-22T10:00:00.000Z' }],
};
/** Anyone, signed in or not, gets `status`. */
const anyoneGets = (status: number): Record<Who, number> => ({
  anonymous: status,
  student: status,
  orgAdminA: status,
  orgAdminB: status,
  platformAdmin: status,
});

/** The access table's rows of the daily-practice areas: flash cards, cards from questions, set PDFs, quizzes. */
export const practiceRows: AccessRow[] = [
  // Flash cards: all the caller's own; a made-up deck or card is a 404 for anyone signed in.
  {
    route: () => ({ method: 'GET', url: '/api/flashcards/decks' }),
    expect: signedInGets(200),
  },
  {
    route: () => ({ method: 'POST', url: '/api/flashcards/decks', payload: { title: 'इतिहास' } }),
    expect: signedInGets(201),
  },
  {
    route: () => ({ method: 'GET', url: `/api/flashcards/decks/${missingId}` }),
    expect: signedInGets(404),
  },
  {
    route: () => ({
      method: 'PATCH',
      url: `/api/flashcards/decks/${missingId}`,
      payload: { title: 'नया नाम' },
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'DELETE', url: `/api/flashcards/decks/${missingId}` }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'POST', url: `/api/flashcards/decks/${missingId}/copy` }),
    expect: signedInGets(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/flashcards/decks/${missingId}/cards`,
      payload: flashcardSides,
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'GET', url: '/api/flashcards/public' }),
    expect: signedInGets(200),
  },
  {
    route: () => ({ method: 'GET', url: '/api/flashcards/cards' }),
    expect: signedInGets(200),
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/flashcards/cards/from-question',
      payload: { questionId: missingId, language: 'hi' },
    }),
    expect: signedInGets(404),
  },
  // A card from a quiz question, a revise item or a test's question: the caller's own only (404).
  {
    route: () => ({
      method: 'POST',
      url: '/api/flashcards/cards/from-quiz-question',
      payload: { quizId: missingId, position: 1, language: 'hi' },
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/flashcards/cards/from-revise-item',
      payload: { itemId: missingId, language: 'en' },
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/flashcards/cards/from-attempt-question',
      payload: { attemptId: missingId, questionId: missingId, language: 'hi' },
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'PATCH', url: `/api/flashcards/cards/${missingId}`, payload: flashcardSides }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'DELETE', url: `/api/flashcards/cards/${missingId}` }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'GET', url: '/api/flashcards/review' }),
    expect: signedInGets(200),
  },
  {
    route: () => ({ method: 'POST', url: '/api/flashcards/reviews', payload: flashcardReview }),
    expect: signedInGets(200),
  },
  // Practice sets with their answers as PDFs: anyone signed in, for published sets only.
  {
    route: () => ({ method: 'GET', url: '/api/notes/sets' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/notes/sets/no-such-set/pdf' }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  // What a visitor sees of quizzes and the bank (docs/first-visit.md): anyone, no keys; an unknown
  // subject is a 404 for anyone.
  ...[
    '/api/quizzes/public/subjects',
    '/api/quizzes/public/subjects/maths/topics',
    '/api/quizzes/public/subjects/maths/samples',
    '/api/questions/public/bank/subjects',
    '/api/questions/public/bank/subjects/polity',
  ].map((url): AccessRow => ({ route: () => ({ method: 'GET', url }), expect: anyoneGets(200) })),
  {
    route: () => ({ method: 'GET', url: '/api/quizzes/public/subjects/no-such-subject/samples' }),
    expect: anyoneGets(404),
  },
  // Practice quizzes (docs/quizzes.md): every route is the caller's own; another's quiz is a 404.
  {
    route: () => ({ method: 'GET', url: '/api/quizzes/subjects' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/quizzes/subjects/maths/topics' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'POST', url: '/api/quizzes', payload: { subject: 'maths', length: 10 } }),
    expect: { anonymous: 401, student: 201, orgAdminA: 201, orgAdminB: 201, platformAdmin: 201 },
  },
  {
    // No published set here, so nothing to aim at: a 404 for anyone signed in.
    route: () => ({ method: 'POST', url: '/api/quizzes/aimed', payload: { length: 10 } }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/quizzes/history' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/quizzes/revise' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'DELETE', url: `/api/quizzes/revise/${missingId}` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/quizzes/${missingId}` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/quizzes/${missingId}/answers`,
      payload: { position: 1, answer: 0 },
    }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'POST', url: `/api/quizzes/${missingId}/finish` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/quizzes/${missingId}/result` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
];
