import type { BankQuestionItem } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const qid = '11111111-1111-4111-8111-111111111111';
const question = (over: Partial<BankQuestionItem> = {}): BankQuestionItem => ({
  id: qid,
  subject: 'polity',
  topic: 'constitution',
  difficulty: 'medium',
  text: { hi: 'संविधान का अनुच्छेद 21 किस अधिकार से जुड़ा है?', en: 'Article 21 of the Constitution protects?' },
  options: [
    { hi: 'जीवन', en: 'Life' },
    { hi: 'समता', en: 'Equality' },
    { hi: 'शिक्षा', en: 'Education' },
    { hi: 'संपत्ति', en: 'Property' },
  ],
  image: null,
  exams: ['SSC'],
  bookmarked: false,
  answered: false,
  ...over,
});

describe('the question bank screens', { timeout: 20_000 }, () => {
  it('shows subject cards with counts in Hindi and links to a subject', async () => {
    seedSession();
    mockFetch(() =>
      jsonResponse(200, {
        subjects: [{ key: 'polity', name: { hi: 'राजव्यवस्था', en: 'Polity' }, count: 12 }],
      }),
    );
    await renderApp('/questions');
    const card = await screen.findByRole('link', { name: /राजव्यवस्था/ });
    expect(card).toHaveAttribute('href', '/questions/polity');
    expect(card).toHaveTextContent('12 प्रश्न');
    expect(screen.getByRole('heading', { level: 1, name: 'प्रश्न बैंक' })).toBeInTheDocument();
  });

  it('lists a topic without keys, reveals on request, bookmarks and filters', async () => {
    seedSession();
    let bookmarked = false;
    const { calls } = mockFetch(({ url, method }) => {
      if (url.endsWith('/reveal'))
        return jsonResponse(200, {
          questionId: qid,
          answer: 1,
          explanation: { hi: 'अनुच्छेद 21 जीवन का अधिकार देता है।', en: 'Article 21: right to life.' },
          reportAttemptId: null,
        });
      if (url.endsWith('/bookmark')) {
        bookmarked = method === 'PUT';
        return jsonResponse(200, { questionId: qid, bookmarked });
      }
      return jsonResponse(200, { items: [question({ bookmarked })], page: 1, hasMore: false });
    });
    const { user, router } = await renderApp('/questions/polity/constitution', { language: 'en' });
    expect(await screen.findByText('Article 21 of the Constitution protects?')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/questions/bank?subject=polity&topic=constitution&page=1');
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(await screen.findByText('Article 21: right to life.')).toBeInTheDocument();
    const correct = screen.getByText('Correct answer').closest('li') as HTMLElement;
    expect(within(correct).getByText('Life')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/reveal'))?.method).toBe('POST');
    expect(screen.getByRole('link', { name: 'Tell us through feedback' })).toHaveAttribute(
      'href',
      '/feedback',
    );
    // A revealed answer can become a flash card in one tap.
    expect(screen.getByRole('button', { name: 'Make a flash card' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(router.state.location.search).toBe('?bookmarked=yes');
    await screen.findByRole('button', { name: 'Remove bookmark' });
    expect(
      calls.some(
        (c) => c.url === '/api/questions/bank?subject=polity&topic=constitution&bookmarked=yes&page=1',
      ),
    ).toBe(true);
  });

  it('lets a student try an option first, then shows the verdict with the key', async () => {
    seedSession();
    const { calls } = mockFetch(({ url }) =>
      url.endsWith('/reveal')
        ? jsonResponse(200, {
            questionId: qid,
            answer: 1,
            explanation: { hi: 'अनुच्छेद 21 जीवन का अधिकार देता है।', en: 'Article 21: right to life.' },
            reportAttemptId: null,
          })
        : jsonResponse(200, { items: [question({})], page: 1, hasMore: false }),
    );
    const { user } = await renderApp('/questions/polity/constitution', { language: 'en' });
    await screen.findByText('Article 21 of the Constitution protects?');
    expect(calls.some((c) => c.url.endsWith('/reveal'))).toBe(false);
    await user.click(screen.getByRole('button', { name: /Equality/ }));
    expect(await screen.findByText('Not this one: the right answer is marked in green.')).toBeInTheDocument();
    const mine = screen.getByText('Your answer').closest('li') as HTMLElement;
    expect(within(mine).getByText('Equality')).toBeInTheDocument();
    const key = screen.getByText('Correct answer').closest('li') as HTMLElement;
    expect(within(key).getByText('Life')).toBeInTheDocument();
    // The options are no longer buttons once the key is shown.
    expect(screen.queryByRole('button', { name: /Education/ })).toBeNull();
  });

  it('searches in Hindi and refuses a query too short to search', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, { items: [question()], page: 1, hasMore: true }));
    const { user, router } = await renderApp('/questions/polity/constitution');
    await screen.findByText(/अनुच्छेद 21/);
    const box = screen.getByRole('searchbox', { name: 'प्रश्न खोजें' });
    await user.type(box, 'क ख');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(screen.getByText('कम से कम तीन अक्षरों का कोई शब्द लिखें।')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'सवधन');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('सवधन');
    await screen.findByText(/अनुच्छेद 21/);
    expect(calls.some((c) => c.url.includes(`q=${encodeURIComponent('सवधन')}`))).toBe(true);
    await user.click(screen.getByRole('button', { name: /अगला/ }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });
});
