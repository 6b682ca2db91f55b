import {
  type CardMade,
  cardFromAttemptQuestionSchema,
  cardFromQuestionSchema,
  cardFromQuizQuestionSchema,
  cardFromReviseItemSchema,
  cardMadeSchema,
  cardParamsSchema,
  cardResultSchema,
  createCardSchema,
  createDeckSchema,
  deckDetailSchema,
  deckListSchema,
  deckParamsSchema,
  deckSchema,
  myCardListSchema,
  myCardsQuerySchema,
  publicDeckListSchema,
  publicDecksQuerySchema,
  reviewAckSchema,
  reviewBatchSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  updateCardSchema,
  updateDeckSchema,
} from '@abhyas/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { cardFromAttemptQuestion } from './services/card-from-attempt.ts';
import { cardFromQuestion } from './services/card-from-question.ts';
import { cardFromQuizQuestion, cardFromReviseItem } from './services/card-from-quiz.ts';
import { copyDeck } from './services/copy-deck.ts';
import { createCard } from './services/create-card.ts';
import { createDeck } from './services/create-deck.ts';
import { deleteCard } from './services/delete-card.ts';
import { deleteDeck } from './services/delete-deck.ts';
import { getDeck } from './services/get-deck.ts';
import { listMyCards } from './services/list-my-cards.ts';
import { listMyDecks } from './services/list-my-decks.ts';
import { listPublicDecks } from './services/list-public-decks.ts';
import { recordReviews } from './services/record-reviews.ts';
import { reviewQueue } from './services/review-queue.ts';
import { updateCard } from './services/update-card.ts';
import { updateDeck } from './services/update-deck.ts';

const signedIn = { access: 'signedIn' } as const;
// Per-user limits of the writes that make things (docs/limits.md); other writes have the default.
const makingCards = { ...signedIn, writeLimit: writeLimits.cardMake };
const editingCards = { ...signedIn, writeLimit: writeLimits.cardEdit };
const makingDecks = { ...signedIn, writeLimit: writeLimits.deckMake };
const reviewing = { ...signedIn, writeLimit: writeLimits.cardReview };
const security = [{ bearer: [] }];
const deleted = z.object({ deleted: z.literal(true) });

/** /api/flashcards: decks, cards and FSRS reviews. Every route is the signed-in student's. */
export const flashcardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['flashcards'];
  const base = { tags, security };

  app.get(
    '/decks',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: "The viewer's decks and today's due count",
        response: { 200: deckListSchema, ...errors(401) },
      },
    },
    async (request) => listMyDecks(deps, viewerOf(request)),
  );

  app.post(
    '/decks',
    {
      config: makingDecks,
      schema: {
        ...base,
        summary: 'Create a deck (private unless isPublic)',
        body: createDeckSchema,
        response: { 201: deckSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createDeck(deps, viewerOf(request), request.body)),
  );

  app.get(
    '/decks/:deckId',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: 'A deck and its cards: your own, or a public one',
        params: deckParamsSchema,
        response: { 200: deckDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getDeck(deps, viewerOf(request), request.params.deckId),
  );

  app.patch(
    '/decks/:deckId',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: 'Rename a deck, or make it public or private (owner only)',
        params: deckParamsSchema,
        body: updateDeckSchema,
        response: { 200: deckSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => updateDeck(deps, viewerOf(request), request.params.deckId, request.body),
  );

  app.delete(
    '/decks/:deckId',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: 'Delete a deck with its cards and their reviews (owner only)',
        params: deckParamsSchema,
        response: { 200: deleted, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteDeck(deps, viewerOf(request), request.params.deckId);
      return { deleted: true as const };
    },
  );

  app.post(
    '/decks/:deckId/copy',
    {
      config: makingDecks,
      schema: {
        ...base,
        summary: 'Copy a public deck into a private deck of your own',
        params: deckParamsSchema,
        response: { 201: deckSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await copyDeck(deps, viewerOf(request), request.params.deckId)),
  );

  app.post(
    '/decks/:deckId/cards',
    {
      config: makingCards,
      schema: {
        ...base,
        summary: 'Add a card to your deck',
        params: deckParamsSchema,
        body: createCardSchema,
        response: { 201: cardResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ card: await createCard(deps, viewerOf(request), request.params.deckId, request.body) }),
  );

  app.get(
    '/public',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: 'Public decks of every student, searched by title',
        querystring: publicDecksQuerySchema,
        response: { 200: publicDeckListSchema, ...errors(400, 401) },
      },
    },
    async (request) => listPublicDecks(deps, viewerOf(request), request.query),
  );

  app.get(
    '/cards',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: 'All your cards across decks, optionally with one tag',
        querystring: myCardsQuerySchema,
        response: { 200: myCardListSchema, ...errors(400, 401) },
      },
    },
    async (request) => listMyCards(deps, viewerOf(request), request.query),
  );

  // "Make a card" from a question whose answer the student has seen: 201 with the new card, or 200
  // with the card made before (a second tap). Each source applies its own screen's rule.
  const made = { 200: cardMadeSchema, 201: cardMadeSchema };
  const sendMade = (reply: FastifyReply, result: CardMade) =>
    reply.status(result.created ? 201 : 200).send(result);

  app.post(
    '/cards/from-question',
    {
      config: makingCards,
      schema: {
        ...base,
        summary: 'Make a card from a bank question the bank shows you (key and explanation on the back)',
        body: cardFromQuestionSchema,
        response: { ...made, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => sendMade(reply, await cardFromQuestion(deps, viewerOf(request), request.body)),
  );

  app.post(
    '/cards/from-quiz-question',
    {
      config: makingCards,
      schema: {
        ...base,
        summary: 'Make a card from an answered question of your quiz (generated questions included)',
        body: cardFromQuizQuestionSchema,
        response: { ...made, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendMade(reply, await cardFromQuizQuestion(deps, viewerOf(request), request.body)),
  );

  app.post(
    '/cards/from-revise-item',
    {
      config: makingCards,
      schema: {
        ...base,
        summary: 'Make a card from an item of your revise list',
        body: cardFromReviseItemSchema,
        response: { ...made, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendMade(reply, await cardFromReviseItem(deps, viewerOf(request), request.body)),
  );

  app.post(
    '/cards/from-attempt-question',
    {
      config: makingCards,
      schema: {
        ...base,
        summary: 'Make a card from a question of your submitted test, once its solutions are shown',
        body: cardFromAttemptQuestionSchema,
        response: { ...made, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendMade(reply, await cardFromAttemptQuestion(deps, viewerOf(request), request.body)),
  );

  app.patch(
    '/cards/:cardId',
    {
      config: editingCards,
      schema: {
        ...base,
        summary: "Edit a card's texts and tags (its schedule stays)",
        params: cardParamsSchema,
        body: updateCardSchema,
        response: { 200: cardResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      card: await updateCard(deps, viewerOf(request), request.params.cardId, request.body),
    }),
  );

  app.delete(
    '/cards/:cardId',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: 'Delete a card and its reviews',
        params: cardParamsSchema,
        response: { 200: deleted, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteCard(deps, viewerOf(request), request.params.cardId);
      return { deleted: true as const };
    },
  );

  app.get(
    '/review',
    {
      config: signedIn,
      schema: {
        ...base,
        summary: "Today's queue (due before the end of today's Indian day) with each button's interval",
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => reviewQueue(deps, viewerOf(request), request.query.deckId),
  );

  app.post(
    '/reviews',
    {
      config: reviewing,
      schema: {
        ...base,
        summary:
          'Record reviews (online or replayed offline); idempotent by client id, applied in time order',
        body: reviewBatchSchema,
        response: { 200: reviewAckSchema, ...errors(400, 401) },
      },
    },
    async (request) => recordReviews(deps, viewerOf(request), request.body.reviews),
  );
};
