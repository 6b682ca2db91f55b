import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CardSource } from '@/lib/api/flashcards-make-card';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { seedSession } from '@/test/render-app';
import { FlashcardsMakeCardButton } from './flashcards-make-card-button';

const card = (deckId = 'deck-1') => ({
  id: 'card-1',
  deckId,
  front: { hi: null, en: 'Q?\n\n1. a\n2. b' },
  back: { hi: null, en: '2. b' },
  tags: ['maths'],
  sourceQuestionId: null,
  schedule: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
});

async function show(source: CardSource, language: 'hi' | 'en' = 'en') {
  seedSession();
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(
    [{ path: '/', element: <FlashcardsMakeCardButton source={source} language={language} /> }],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the make-a-card button', () => {
  it('sends each source to its route with the language, then says the card was made and links to it', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, { created: true, card: card('deck-9') }));
    const user = await show({ from: 'quiz-question', quizId: 'quiz-1', position: 3 });
    await user.click(screen.getByRole('button', { name: 'Make a flash card' }));
    expect(await screen.findByText('Flash card made')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/flashcards/cards/from-quiz-question',
      body: { quizId: 'quiz-1', position: 3, language: 'en' },
    });
    expect(screen.getByRole('link', { name: 'See the card' })).toHaveAttribute(
      'href',
      '/flash-card?deck=deck-9',
    );
    // Made: no button left to tap twice.
    expect(screen.queryByRole('button', { name: 'Make a flash card' })).toBeNull();
  });

  it('says so in Hindi when the card was made before (a tap after a reload)', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { created: false, card: card() }));
    const user = await show({ from: 'attempt-question', attemptId: 'att-1', questionId: 'q-1' }, 'hi');
    await user.click(screen.getByRole('button', { name: 'फ़्लैश कार्ड बनाएँ' }));
    expect(await screen.findByText('यह कार्ड पहले से आपके फ़्लैश कार्ड में है')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/flashcards/cards/from-attempt-question',
      body: { attemptId: 'att-1', questionId: 'q-1', language: 'hi' },
    });
  });

  it('shows why a card could not be made and lets the student try again', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? errorResponse(409, { code: 'CONFLICT', rule: 'validation.flashcards.answerFirst' })
        : jsonResponse(201, { created: true, card: card() }),
    );
    const user = await show({ from: 'revise-item', itemId: 'item-1' });
    await user.click(screen.getByRole('button', { name: 'Make a flash card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer the question first; then you can make a card of it',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Make a flash card' }));
    expect(await screen.findByText('Flash card made')).toBeInTheDocument();
  });
});
