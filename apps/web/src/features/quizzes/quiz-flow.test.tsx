import type { QuizResult, QuizState, QuizVerdict } from '@abhyas/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const quizId = '11111111-1111-4111-8111-111111111111';
const key = 1;

/**
 * A fake quiz server: ten questions whose key is option 2; it can be taken offline. `clock` sets
 * the quiz's timer, its start and how far the server's clock is ahead of the phone's.
 */
function fakeServer(
  id = quizId,
  clock: { timerSeconds: number | null; startedAt: string; aheadMs: number } = {
    timerSeconds: null,
    startedAt: '2026-11-26T10:00:00.000Z',
    aheadMs: 0,
  },
) {
  const quizId = id;
  const verdicts: QuizVerdict[] = [];
  let finishedAt: string | null = null;
  const server = { offline: false, answersSeen: 0 };
  const questions = Array.from({ length: 10 }, (_, i) => ({
    position: i + 1,
    subject: 'maths',
    topic: 'percentage',
    text: {
      hi: `प्रश्न ${i + 1}: 200 का ${i + 1}0% कितना है?`,
      en: `Question ${i + 1}: what is ${i + 1}0% of 200?`,
    },
    options: [0, 1, 2, 3].map((k) => ({ hi: `${20 * (i + 1) + k}`, en: `${20 * (i + 1) + k}` })),
    image: null,
  }));
  const state = (): QuizState => ({
    id: quizId,
    kind: 'topic',
    subject: 'maths',
    topic: 'percentage',
    length: 10,
    timerSeconds: clock.timerSeconds,
    startedAt: clock.startedAt,
    serverTime: new Date(Date.now() + clock.aheadMs).toISOString(),
    finishedAt,
    questions,
    verdicts: [...verdicts],
  });
  const handler = (call: RecordedCall) => {
    if (server.offline) throw new TypeError('Failed to fetch');
    if (call.method === 'POST' && call.url === '/api/quizzes') return jsonResponse(201, state());
    if (call.method === 'GET' && call.url === `/api/quizzes/${quizId}`) return jsonResponse(200, state());
    if (call.method === 'POST' && call.url === `/api/quizzes/${quizId}/answers`) {
      server.answersSeen += 1;
      const { position, answer } = call.body as { position: number; answer: number };
      const earlier = verdicts.find((v) => v.position === position);
      const verdict = earlier ?? {
        position,
        answer,
        correct: answer === key,
        correctOption: key,
        explanation: { hi: `व्याख्या ${position}`, en: `Because ${position}` },
      };
      if (!earlier) verdicts.push(verdict);
      return jsonResponse(200, verdict);
    }
    if (call.method === 'POST' && call.url === `/api/quizzes/${quizId}/finish`) {
      (server as { finishes?: number }).finishes = ((server as { finishes?: number }).finishes ?? 0) + 1;
      finishedAt ??= '2026-11-26T10:05:00.000Z';
      const correct = verdicts.filter((v) => v.correct).length;
      const result: QuizResult = {
        ...state(),
        total: 10,
        correct,
        wrong: verdicts.length - correct,
        skipped: 10 - verdicts.length,
        scorePercent: correct * 10,
        finishedAt,
      };
      return jsonResponse(200, result);
    }
    if (call.method === 'POST' && call.url.startsWith('/api/flashcards/cards/from-'))
      return jsonResponse(201, {
        created: true,
        card: {
          id: 'card-1',
          deckId: 'deck-1',
          front: { hi: null, en: 'Question' },
          back: { hi: null, en: 'Answer' },
          tags: [],
          sourceQuestionId: null,
          schedule: null,
          createdAt: '2026-11-26T10:00:00.000Z',
          updatedAt: '2026-11-26T10:00:00.000Z',
        },
      });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  };
  return { server, handler, finishes: () => (server as { finishes?: number }).finishes ?? 0 };
}

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
afterEach(() => setOnline(true));

describe('a practice quiz', () => {
  it('shows the verdict, key and explanation only after the server checked the answer, then the score', async () => {
    seedSession();
    const { handler } = fakeServer();
    const { calls } = mockFetch(handler);
    const { user } = await renderApp('/quiz/maths/percentage', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.queryByText('Explanation')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^2\.\s*21$/ }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Because 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/answers'))).toHaveLength(1);
    // One tap makes a card of the answered question (the quiz names it: generated ones have no bank id).
    await user.click(screen.getByRole('button', { name: 'Make a flash card' }));
    expect(await screen.findByText('Flash card made')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/flashcards'))).toEqual([
      expect.objectContaining({
        url: '/api/flashcards/cards/from-quiz-question',
        body: { quizId, position: 1, language: 'en' },
      }),
    ]);

    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    for (let n = 2; n <= 10; n += 1) {
      await user.click(screen.getByRole('button', { name: 'Next question' }));
      expect(await screen.findByText(`Question ${n} of 10`)).toBeInTheDocument();
      // The next question comes into view (Next sits at the bottom) and its text takes focus.
      const next = screen.getByRole('heading', { name: `Question ${n}: what is ${n}0% of 200?` });
      await waitFor(() => expect(next).toHaveFocus());
      expect(scrolled.at(-1)).toBe(next);
      await user.click(screen.getByRole('button', { name: new RegExp(`^1\\.\\s*${20 * n}$`) }));
      expect(await screen.findByText('Wrong')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(`Correct answer: 2. ${20 * n + 1}`);
    }
    await user.click(screen.getByRole('button', { name: 'Finish quiz' }));
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('10%');
    const score = screen.getByRole('heading', { name: 'Your score' });
    await waitFor(() => expect(score).toHaveFocus());
    expect(scrolled.at(-1)).toBe(score);
    expect(screen.getByText('1 of 10 correct')).toBeInTheDocument();
    // The score screen offers a card under each wrong answer (nine), not under the right one.
    const makeButtons = screen.getAllByRole('button', { name: 'Make a flash card' });
    expect(makeButtons).toHaveLength(9);
    await user.click(makeButtons[0] as HTMLElement);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/flashcards')).at(-1)).toMatchObject({
        body: { quizId, position: 2, language: 'en' },
      }),
    );
    // Ten questions of clicks: longer than the 5 s default on a shared 2-core machine.
  }, 30_000);

  it('saves an answer made offline, says so in Hindi, and shows the verdict once it syncs', async () => {
    seedSession();
    const { server, handler } = fakeServer();
    mockFetch(handler);
    const { user } = await renderApp('/quiz/maths/percentage');
    await user.click(await screen.findByRole('button', { name: 'क्विज़ शुरू करें' }));
    expect(await screen.findByText('प्रश्न 1 / 10')).toBeInTheDocument();

    server.offline = true;
    act(() => setOnline(false));
    await user.click(screen.getByRole('button', { name: /^2\.\s*21$/ }));
    expect(await screen.findByText('उत्तर सहेज लिया गया। इंटरनेट मिलते ही परिणाम दिखेगा।')).toBeInTheDocument();
    expect(screen.queryByText('सही उत्तर!')).toBeNull();
    expect(screen.queryByText('व्याख्या 1')).toBeNull();

    server.offline = false;
    act(() => setOnline(true));
    expect(await screen.findByText('सही उत्तर!')).toBeInTheDocument();
    expect(screen.getByText('व्याख्या 1')).toBeInTheDocument();
    await waitFor(() => expect(server.answersSeen).toBe(1));
  });
  it('makes a flash card from an item of the revise list', async () => {
    seedSession();
    const item = {
      id: '22222222-2222-4222-8222-222222222222',
      subject: 'reasoning',
      topic: 'series',
      text: { hi: 'श्रेणी पूरी करें: 2, 4, 8, ?', en: 'Complete the series: 2, 4, 8, ?' },
      options: ['12', '16', '14', '10'].map((o) => ({ hi: o, en: o })),
      image: null,
      yourAnswer: 0,
      correctOption: 1,
      explanation: { hi: 'हर पद दोगुना', en: 'Each term doubles' },
      addedAt: '2026-11-26T10:00:00.000Z',
    };
    const { handler } = fakeServer();
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/quizzes/revise'))
        return jsonResponse(200, { page: 1, limit: 10, total: 1, pages: 1, items: [item] });
      if (call.url.startsWith('/api/quizzes/history'))
        return jsonResponse(200, { page: 1, limit: 10, total: 0, pages: 0, items: [] });
      if (call.url === '/api/quizzes/subjects') return jsonResponse(200, { subjects: [] });
      return handler(call);
    });
    const { user } = await renderApp('/quiz');
    expect(await screen.findByText('हर पद दोगुना')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'फ़्लैश कार्ड बनाएँ' }));
    expect(await screen.findByText('फ़्लैश कार्ड बन गया')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/flashcards'))).toMatchObject({
      url: '/api/flashcards/cards/from-revise-item',
      body: { itemId: item.id, language: 'hi' },
    });
  });
  it('counts a timed quiz on the server’s clock from its start, through a reload, and finishes it at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const phoneNow = new Date('2026-11-26T10:00:00.000Z');
      vi.setSystemTime(phoneNow);
      seedSession();
      // The phone's clock is 5 minutes slow; the two-minute quiz started 30 s ago by the server's clock.
      const aheadMs = 5 * 60_000;
      const timedId = '33333333-3333-4333-8333-333333333333';
      const { handler, finishes } = fakeServer(timedId, {
        timerSeconds: 120,
        startedAt: new Date(phoneNow.getTime() + aheadMs - 30_000).toISOString(),
        aheadMs,
      });
      mockFetch(handler);
      const first = await renderApp(`/quiz/maths/percentage?id=${timedId}`, { language: 'en' });
      expect(await screen.findByTestId('quiz-timer')).toHaveTextContent('Time left 1:30');
      fireEvent.click(screen.getByRole('button', { name: /^2\.\s*21$/ }));
      expect(await screen.findByText('Correct!')).toBeInTheDocument();

      // A reload 20 s later carries on from the start time, not from a fresh two minutes.
      first.unmount();
      act(() => vi.advanceTimersByTime(20_000));
      await renderApp(`/quiz/maths/percentage?id=${timedId}`, { language: 'en' });
      expect(await screen.findByTestId('quiz-timer')).toHaveTextContent('Time left 1:10');
      expect(finishes()).toBe(0);

      // At zero the quiz finishes by itself, with the answer made in time counted.
      act(() => vi.advanceTimersByTime(70_000));
      expect(await screen.findByTestId('quiz-score')).toHaveTextContent('10%');
      expect(screen.getByText('1 of 10 correct')).toBeInTheDocument();
      expect(finishes()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
