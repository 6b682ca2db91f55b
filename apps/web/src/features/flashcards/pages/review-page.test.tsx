import { newCardMemory, previewIntervals, type QueueCard, type ReviewQueue } from '@abhyas/core';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

// jsdom has no IndexedDB: the outbox keeps its reviews in memory here.
const stored = new Map<string, unknown>();
vi.mock('../lib/idb-outbox-store', () => ({
  idbOutboxStore: {
    get: async (key: string) => structuredClone(stored.get(key)),
    set: async (key: string, value: unknown) => {
      stored.set(key, structuredClone(value));
    },
  },
}));

const now = new Date();
function queueCard(id: string, front: string, back: string): QueueCard {
  const memory = newCardMemory(now);
  const intervals = previewIntervals(memory, now);
  return {
    id,
    deckId: 'd1',
    front: { hi: front, en: null },
    back: { hi: back, en: null },
    tags: [],
    sourceQuestionId: null,
    schedule: { due: now.toISOString(), state: 'new', reps: 0, lapses: 0, lastReview: null },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    intervals: {
      again: intervals.again.toISOString(),
      hard: intervals.hard.toISOString(),
      good: intervals.good.toISOString(),
      // The server's figure is what the button shows: 4 days, whatever the phone would compute.
      easy: new Date(now.getTime() + 4 * 86_400_000).toISOString(),
    },
    memory: { ...memory, due: memory.due.toISOString(), lastReview: null },
  };
}
const queue: ReviewQueue = {
  cards: [
    queueCard('11111111-1111-4111-8111-111111111111', 'प्लासी का युद्ध कब हुआ?', '1757'),
    queueCard('22222222-2222-4222-8222-222222222222', 'दांडी मार्च कब हुआ?', '1930'),
  ],
  dueToday: 2,
  dayEndsAt: new Date(now.getTime() + 12 * 3_600_000).toISOString(),
  serverTime: now.toISOString(),
};

function server(dueAfter: () => number, network = { down: false }) {
  return mockFetch((call: RecordedCall) => {
    if (network.down) throw new TypeError('Failed to fetch');
    (call as RecordedCall & { received?: boolean }).received = true;
    if (call.url.startsWith('/api/flashcards/review?') || call.url === '/api/flashcards/review')
      return jsonResponse(200, queue);
    if (call.url === '/api/flashcards/reviews') {
      const { reviews } = call.body as { reviews: { id: string; cardId: string }[] };
      return jsonResponse(200, {
        results: reviews.map((r) => ({ id: r.id, status: 'applied', cardId: r.cardId, due: null })),
        dueToday: dueAfter(),
      });
    }
    return jsonResponse(200, {});
  });
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeEach(() => {
  stored.clear();
  seedSession();
});

describe('the review screen', { timeout: 20_000 }, () => {
  it('shows a card, its answer, and each button with the server’s interval; a rating sends only rating and time', async () => {
    let due = 2;
    const { calls } = server(() => due);
    const { user } = await renderApp('/flash-card/review');
    expect(await screen.findByTestId('card-front')).toHaveTextContent('प्लासी का युद्ध कब हुआ?');
    expect(screen.getByTestId('due-count')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'उत्तर देखें' }));
    expect(screen.getByTestId('card-back')).toHaveTextContent('1757');
    expect(screen.getByTestId('interval-easy')).toHaveTextContent('4 दिन');
    expect(screen.getByTestId('interval-again')).toHaveTextContent(/मिनट/);

    due = 1;
    await user.click(screen.getByRole('button', { name: /^आसान/ }));
    await waitFor(() => expect(screen.getByTestId('due-count')).toHaveTextContent('1'));
    const sent = calls.find((c) => c.url === '/api/flashcards/reviews')?.body as {
      reviews: Record<string, unknown>[];
    };
    expect(sent.reviews).toHaveLength(1);
    expect(Object.keys(sent.reviews[0] ?? {}).sort()).toEqual([
      'cardId',
      'durationMs',
      'id',
      'rating',
      'reviewedAt',
    ]);
    expect(sent.reviews[0]).toMatchObject({ cardId: queue.cards[0]?.id, rating: 'easy' });
    expect(await screen.findByTestId('card-front')).toHaveTextContent('दांडी मार्च कब हुआ?');
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced'));
  });

  it('brings the next card into view after each rating and focuses it, then the "all done" heading', async () => {
    server(() => 1);
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = await renderApp('/flash-card/review');
    await screen.findByTestId('card-front');
    expect(scrolled).toEqual([]); // a page that just opened stays at its top
    await user.click(screen.getByRole('button', { name: 'उत्तर देखें' }));
    await user.click(screen.getByRole('button', { name: /^आसान/ }));
    const next = await screen.findByRole('heading', { name: 'दांडी मार्च कब हुआ?' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(scrolled).toEqual([next]);

    await user.click(screen.getByRole('button', { name: 'उत्तर देखें' }));
    await user.click(screen.getByRole('button', { name: /^आसान/ }));
    const done = await screen.findByRole('heading', { name: 'आज के सारे कार्ड हो गए — शाबाश!' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(scrolled.at(-1)).toBe(done);
  });

  it('keeps offline reviews on the phone, says so, and sends them once when the network returns', async () => {
    let due = 2;
    const { calls } = server(() => due);
    const { user } = await renderApp('/flash-card/review');
    await screen.findByTestId('card-front');
    setOnline(false);
    for (const _ of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'उत्तर देखें' }));
      await user.click(screen.getByRole('button', { name: /^आसान/ }));
    }
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-pending', '2'));
    expect(screen.getByTestId('sync-status')).toHaveAttribute('data-state', 'queued');
    expect(screen.getByTestId('sync-status')).toHaveTextContent('आप ऑफ़लाइन हैं');
    expect(screen.getByTestId('due-count')).toHaveTextContent('0');
    expect(calls.filter((c) => c.url === '/api/flashcards/reviews')).toHaveLength(0);
    expect(screen.getByText('आज के सारे कार्ड हो गए — शाबाश!')).toBeInTheDocument();

    due = 0;
    await act(async () => setOnline(true));
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced'));
    const posts = calls.filter((c) => c.url === '/api/flashcards/reviews');
    expect(posts).toHaveLength(1);
    const ids = (posts[0]?.body as { reviews: { id: string }[] } | undefined)?.reviews.map((r) => r.id);
    expect(new Set(ids).size).toBe(2);
  });
  it('opens again offline after a reload, from the queue kept on the phone, and sends each review once', async () => {
    let due = 2;
    const network = { down: false };
    const { calls } = server(() => due, network);
    const first = await renderApp('/flash-card/review');
    await screen.findByTestId('card-front');
    due = 1;
    await first.user.click(screen.getByRole('button', { name: 'उत्तर देखें' }));
    await first.user.click(screen.getByRole('button', { name: /^आसान/ }));
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced'));
    expect(await screen.findByTestId('card-front')).toHaveTextContent('दांडी मार्च कब हुआ?');

    // On the train: the network goes, the student reloads the page.
    network.down = true;
    setOnline(false);
    first.unmount();
    const second = await renderApp('/flash-card/review');
    // The card already reviewed does not come back; the one left does, with the phone's count.
    expect(await screen.findByTestId('card-front')).toHaveTextContent('दांडी मार्च कब हुआ?');
    expect(screen.getByTestId('due-count')).toHaveTextContent('1');
    expect(screen.getByTestId('queue-from-device')).toHaveTextContent('इस फ़ोन में सहेजी गई सूची');
    await second.user.click(screen.getByRole('button', { name: 'उत्तर देखें' }));
    await second.user.click(screen.getByRole('button', { name: /^आसान/ }));
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-pending', '1'));
    expect(screen.getByTestId('due-count')).toHaveTextContent('0');

    // Reloaded again, still offline: nothing to review twice.
    second.unmount();
    await renderApp('/flash-card/review');
    expect(await screen.findByText('आज दोहराने को कोई कार्ड नहीं है')).toBeInTheDocument();
    expect(screen.queryByTestId('card-front')).toBeNull();

    // The network returns: the waiting review is sent once.
    due = 0;
    network.down = false;
    await act(async () => setOnline(true));
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced'));
    // Only the sends the server received (those made while the network was down never arrived).
    const received = calls
      .filter((c) => c.url === '/api/flashcards/reviews' && (c as { received?: boolean }).received)
      .flatMap((c) => (c.body as { reviews: { id: string; cardId: string }[] }).reviews);
    expect(received.map((r) => r.cardId)).toEqual([queue.cards[0]?.id, queue.cards[1]?.id]);
    expect(new Set(received.map((r) => r.id)).size).toBe(2);
  });
});
