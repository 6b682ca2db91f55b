import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbQuizStore, readQuiz } from '@/lib/quiz-store';
import { errorResponse, jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { day, list, quizId, quizState, today } from './test/fake-current-affairs';

const notFound = () => errorResponse(404, { code: 'NOT_FOUND' });

function serve(
  listFor: (call: RecordedCall) => unknown,
  extra?: (call: RecordedCall) => Response | undefined,
) {
  seedSession();
  return mockFetch((call) => {
    const own = extra?.(call);
    if (own) return own;
    if (call.method === 'GET' && call.url.startsWith('/api/current-affairs?'))
      return jsonResponse(200, listFor(call));
    if (call.method === 'GET' && call.url === '/api/current-affairs') return jsonResponse(200, listFor(call));
    return notFound();
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/current-affairs', { timeout: 20_000 }, () => {
  it('offers today’s quiz first and starts it: the state is written to the device, then the quiz page opens', async () => {
    const { calls } = serve(
      () => list(),
      (call) =>
        call.method === 'POST' && call.url === `/api/current-affairs/days/${today}/quiz`
          ? jsonResponse(200, quizState())
          : undefined,
    );
    const { user, router } = await renderApp('/current-affairs', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Current affairs', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: "Today's quiz" });
    expect(within(card).getByText('Sunday, 29 November 2026')).toBeInTheDocument();
    expect(within(card).getByText('10 questions')).toBeInTheDocument();
    expect(within(card).getByText('Not started')).toBeInTheDocument();
    // Past days: today is not repeated in the list; each row has its own named action.
    expect(screen.queryByTestId(`ca-day-${today}`)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Friday, 27 November: See result (7/10)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, 28 November: Start' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/current-affairs/day'));
    expect(router.state.location.search).toBe(`?id=${quizId}`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect((await readQuiz(idbQuizStore, quizId))?.state.kind).toBe('current-affairs');
    // The quiz page's way back is this page, not a current-affairs topic quiz's setup.
    const back = await within(screen.getByRole('main')).findByRole('link', { name: 'Current affairs' });
    expect(back).toHaveAttribute('href', '/current-affairs');
  });

  it('sends the day quiz’s address without a quiz to the current-affairs page (no topic setup there)', async () => {
    serve(() => list());
    const { router } = await renderApp('/quiz/current-affairs/day', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/current-affairs'));
    expect(
      await screen.findByRole('region', { name: "Today's quiz" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says plainly when today is not published yet and points to the past days (Hindi)', async () => {
    serve(() => list({ days: [day('2026-11-28')] }));
    await renderApp('/current-affairs', { language: 'hi' });
    expect(await screen.findByText('आज की क्विज़ अभी प्रकाशित नहीं हुई है।')).toBeInTheDocument();
    expect(screen.getByText(/नीचे पिछले दिनों के प्रश्न हल करें/)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'आज की क्विज़' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'शनिवार, 28 नवंबर: शुरू करें' })).toBeInTheDocument();
  });

  it('shows a started day as Resume (answered/10) and a finished one as See result (correct/10)', async () => {
    serve(() => list({ days: [day(today, { quizId, answered: 4 }), day('2026-11-28', { quizId: null })] }));
    await renderApp('/current-affairs', { language: 'en' });
    const card = await screen.findByRole('region', { name: "Today's quiz" });
    expect(within(card).getByRole('button', { name: 'Resume (4/10)' })).toBeInTheDocument();
    expect(within(card).getByText('4 of 10 answered')).toBeInTheDocument();
  });

  it('shows a finished today as See result (correct/10)', async () => {
    serve(() => list({ days: [day(today, { quizId, answered: 10, correct: 8, finished: true })] }));
    await renderApp('/current-affairs', { language: 'hi' });
    const card = await screen.findByRole('region', { name: 'आज की क्विज़' });
    expect(within(card).getByRole('button', { name: 'परिणाम देखें (8/10)' })).toBeInTheDocument();
    expect(within(card).getByText('10 में से 8 सही')).toBeInTheDocument();
  });

  it('switches the month: the list and the PDF follow it, today’s card stays', async () => {
    const { calls } = serve((call) =>
      call.url.includes('month=2026-10')
        ? list({ month: '2026-10', days: [day('2026-10-31'), day('2026-10-30')] })
        : list(),
    );
    const { user } = await renderApp('/current-affairs', { language: 'en' });
    await screen.findByRole('region', { name: "Today's quiz" });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2026-10');
    expect(await screen.findByRole('button', { name: 'Saturday, 31 October: Start' })).toBeInTheDocument();
    expect(screen.queryByTestId('ca-day-2026-11-28')).toBeNull();
    expect(calls.some((c) => c.url === '/api/current-affairs?month=2026-10')).toBe(true);
    expect(screen.getByRole('region', { name: "Today's quiz" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'October 2026 as a PDF' })).toBeInTheDocument();
  });

  it('downloads the month’s PDF in the chosen language, and says when the makers are busy', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:digest');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let busy = true;
    const { calls } = serve(
      () => list(),
      (call) => {
        if (!call.url.startsWith('/api/current-affairs/months/')) return undefined;
        if (busy) {
          busy = false;
          return errorResponse(429, { code: 'RATE_LIMITED', retryAfterSeconds: 20 });
        }
        return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      },
    );
    const { user } = await renderApp('/current-affairs', { language: 'en' });
    const digest = await screen.findByRole('region', { name: 'November 2026 as a PDF' });
    await user.click(within(digest).getByRole('button', { name: 'Both' }));
    await user.click(within(digest).getByRole('button', { name: 'Download this month (PDF)' }));
    expect(
      await within(digest).findByText('Many PDFs are being made right now. Try again in 20 seconds.'),
    ).toBeInTheDocument();
    await user.click(within(digest).getByRole('button', { name: 'Download this month (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const asked = calls.filter((c) => c.url.startsWith('/api/current-affairs/months/')).map((c) => c.url);
    expect(asked).toEqual([
      '/api/current-affairs/months/2026-11/digest?language=both',
      '/api/current-affairs/months/2026-11/digest?language=both',
    ]);
    expect(calls.at(-1)?.headers.authorization).toBe('Bearer access-0');
    expect(within(digest).queryByText(/Many PDFs/)).toBeNull();
  });

  it('tells a student what to do when nothing is published yet', async () => {
    serve(() => list({ days: [], months: [] }));
    await renderApp('/current-affairs', { language: 'en' });
    expect(await screen.findByText('No current-affairs quiz is published yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to quizzes' })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
