import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const area = (key: string, questionCount: number, generated: boolean) => ({
  key,
  questionCount,
  generated,
  attempts: 0,
  correct: 0,
  accuracy: null,
});
const sample = (n: number) => ({
  subject: 'maths',
  topic: 'percentage',
  difficulty: 'easy',
  text: { hi: `नमूना ${n}: 200 का ${n}0% कितना है?`, en: `Sample ${n}: what is ${n}0% of 200?` },
  options: [0, 1, 2, 3].map((k) => ({ hi: `${20 * n + k}`, en: `${20 * n + k}` })),
});

/** The public API a visitor's pages read; anything signed-in answers 401, as the server would. */
function publicServer() {
  return mockFetch((call: RecordedCall) => {
    if (call.url === '/api/quizzes/public/subjects')
      return jsonResponse(200, { items: [area('maths', 0, true), area('history', 0, false)] });
    if (call.url === '/api/quizzes/public/subjects/maths/topics')
      return jsonResponse(200, { items: [area('percentage', 0, true)] });
    if (call.url === '/api/quizzes/public/subjects/maths/samples')
      return jsonResponse(200, { items: [sample(1), sample(2), sample(3)] });
    if (call.url === '/api/questions/public/bank/subjects') return jsonResponse(200, { subjects: [] });
    if (call.url === '/api/questions/public/bank/subjects/maths')
      return jsonResponse(200, {
        subject: { key: 'maths', name: { hi: 'गणित', en: 'Maths' }, count: 0 },
        topics: [],
      });
    return jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } });
  });
}
const signedInCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/') && !c.url.includes('/public/'));

describe('a visitor (issue 17: what a new student meets)', () => {
  it('sees the quiz subjects with a new student’s practice, and the card where their own quizzes would be', async () => {
    const { calls } = publicServer();
    await renderApp('/quiz', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 })).toBeInTheDocument();
    const maths = await screen.findByRole('link', { name: /Maths/ });
    expect(maths).toHaveTextContent('New questions every time');
    expect(maths).not.toHaveTextContent('Not practised yet');
    expect(screen.getByText('Opens when you take a test of this subject')).toBeInTheDocument();
    expect(screen.queryByText('Practise my weak topics')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login Required', level: 2 })).toBeInTheDocument();
    expect(document.title).toBe('Free practice quizzes for government exams · Abhyas');
    expect(signedInCalls(calls)).toEqual([]);
  });

  it('sees a subject’s topics and sample questions without keys; showing an answer or saving asks them to sign in', async () => {
    const { calls } = publicServer();
    const { user, router } = await renderApp('/quiz/maths', { language: 'en' });
    expect(await screen.findByRole('link', { name: /Percentage/ })).toHaveAttribute(
      'href',
      '/quiz/maths/percentage',
    );
    const samples = await screen.findAllByTestId('sample-question');
    expect(samples).toHaveLength(3);
    expect(samples[0]).toHaveTextContent('Sample 1: what is 10% of 200?');

    await user.click(within(samples[0] as HTMLElement).getByRole('button', { name: 'Show answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText(/free tests, an all-India rank/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(samples[1] as HTMLElement).getByRole('button', { name: 'Save this question' }));
    const again = await screen.findByRole('dialog', { name: 'Login Required' });
    await user.click(within(again).getByRole('link', { name: 'Login Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/quiz/maths' });
    expect(signedInCalls(calls)).toEqual([]);
  });

  it('sees the bank’s subjects in Hindi; a search or the bookmarks show the Login Required card', async () => {
    const { calls } = publicServer();
    const { user } = await renderApp('/questions');
    expect(await screen.findByText(/बिना खाते के आप विषय और कुछ नमूना प्रश्न देख सकते हैं/)).toBeInTheDocument();
    expect(await screen.findByText('अभी अभ्यास के लिए कोई प्रश्न नहीं खुला है।')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /मेरे बुकमार्क/ }));
    expect(await screen.findByRole('heading', { name: 'साइन इन ज़रूरी है', level: 2 })).toBeInTheDocument();
    expect(signedInCalls(calls)).toEqual([]);
  });

  it('sees a bank subject’s sample questions', async () => {
    publicServer();
    await renderApp('/questions/maths', { language: 'en' });
    expect(await screen.findAllByTestId('sample-question')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Sample questions' })).toBeInTheDocument();
  });
});
