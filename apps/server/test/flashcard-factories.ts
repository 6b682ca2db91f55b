import { randomUUID } from 'node:crypto';
import type { Deck, Flashcard } from '@abhyas/core';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { bearer, createUser, signIn } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** Small helpers for the flash-card tests: one call per action, as the student `token`. */
export function flashcardClient(app: App, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/flashcards${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    async deck(title = 'भारतीय इतिहास', isPublic = false): Promise<Deck> {
      const res = await call('POST', '/decks', { title, isPublic });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async card(deckId: string, front = 'प्लासी का युद्ध कब हुआ?', back = '1757'): Promise<Flashcard> {
      const res = await call('POST', `/decks/${deckId}/cards`, {
        front: { hi: front },
        back: { hi: back },
        tags: ['इतिहास'],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().card;
    },
    review(cardId: string, rating: string, reviewedAt: Date, id: string = randomUUID()) {
      return { id, cardId, rating, reviewedAt: reviewedAt.toISOString(), durationMs: 4000 };
    },
    async send(reviews: unknown[]) {
      const res = await call('POST', '/reviews', { reviews });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        results: { id: string; status: string; cardId: string; due: string | null }[];
        dueToday: number;
      };
    },
    async queue(deckId?: string) {
      const res = await call('GET', `/review${deckId ? `?deckId=${deckId}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

export type FlashcardClient = ReturnType<typeof flashcardClient>;

/** Asha and Ravi, two signed-in students: their flash-card clients and their headers for the rest of the API. */
export async function twoStudents(t: TestApp) {
  const db = t.database.db;
  const ashaUsername = (await createUser(db, { name: 'Asha' })).username;
  const ashaToken = (await signIn(t.app, ashaUsername)).token;
  const raviToken = (await signIn(t.app, (await createUser(db, { name: 'Ravi' })).username)).token;
  return {
    asha: flashcardClient(t.app, ashaToken),
    ravi: flashcardClient(t.app, raviToken),
    ashaUsername,
    headers: { asha: bearer(ashaToken), ravi: bearer(raviToken) },
  };
}
export type TwoStudents = Awaited<ReturnType<typeof twoStudents>>;
