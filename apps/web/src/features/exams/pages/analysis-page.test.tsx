import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { analysis, ids, question } from './fixtures.test-data';

const path = `/exams/ssc-cgl-mock/cgl-set-1/analysis?attempt=${ids.attempt}`;
const reportUrl = `/api/questions/${ids.q2}/reports`;
const questionHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('analysis', { timeout: 30_000 }, () => {
  it('opens on the wrong answers, filters by skipped, correct and marked, and switches their language', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, analysis()));
    const { user } = await renderApp(path, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(questionHeadings()).toEqual(['Question 2']);
    expect(screen.getByRole('button', { name: 'Wrong (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Go to the solutions: 1 wrong, 1 skipped' })).toHaveAttribute(
      'href',
      '#questions',
    );

    await user.click(screen.getByRole('button', { name: 'All (3)' }));
    expect(questionHeadings()).toEqual(['Question 1', 'Question 2', 'Question 3']);
    await user.click(screen.getByRole('button', { name: 'Correct (1)' }));
    expect(questionHeadings()).toEqual(['Question 1']);
    await user.click(screen.getByRole('button', { name: 'Wrong (1)' }));
    expect(questionHeadings()).toEqual(['Question 2']);
    expect(
      screen.getByText('You had the right answer first, then changed it.', { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skipped (1)' }));
    expect(questionHeadings()).toEqual(['Question 3']);
    await user.click(screen.getByRole('button', { name: 'Marked (1)' }));
    expect(questionHeadings()).toEqual(['Question 2']);

    expect(screen.getByText('Question text 2')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Show questions in' })).getByRole('button', {
        name: 'हिन्दी',
      }),
    );
    expect(screen.getByText('प्रश्न पाठ 2')).toBeInTheDocument();
    // The chart has a text summary for screen readers.
    expect(screen.getByText(/Maths: you 1.5\/4, topper 4, average 2\./)).toBeInTheDocument();
  });

  it('reports a question with the right body, then says it was reported', async () => {
    seedSession();
    const { calls } = mockFetch(({ url }) =>
      url === reportUrl ? jsonResponse(201, { id: ids.attempt2 }) : jsonResponse(200, analysis()),
    );
    const { user } = await renderApp(path, { language: 'en' });
    const q2 = (await screen.findByRole('heading', { name: 'Question 2' })).closest('article') as HTMLElement;
    await user.click(within(q2).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with question 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose what is wrong with the question.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === reportUrl)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'The answer key is wrong' }));
    await user.type(within(dialog).getByLabelText('Anything to add? (optional)'), '  Option B is right ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(q2).findByText('Thank you! We will look into it.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === reportUrl)).toMatchObject({
      method: 'POST',
      body: { attemptId: ids.attempt, reason: 'wrongKey', message: 'Option B is right' },
    });
  });

  it('shows a translated error when the report is refused (409 and 400)', async () => {
    seedSession();
    let status = 409;
    mockFetch(({ url }) =>
      url === reportUrl
        ? status === 409
          ? errorResponse(409, { code: 'CONFLICT' })
          : errorResponse(400, {
              code: 'VALIDATION_ERROR',
              field: 'message',
              rule: 'validation.reports.messageTooLong',
            })
        : jsonResponse(200, analysis()),
    );
    const { user } = await renderApp(path);
    const q2 = (await screen.findByRole('heading', { name: 'प्रश्न 2' })).closest('article') as HTMLElement;
    await user.click(within(q2).getByRole('button', { name: 'गलती बताएँ' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'अनुवाद गलत है' }));
    await user.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'आप इस टेस्ट में यह प्रश्न पहले ही रिपोर्ट कर चुके हैं।',
    );
    status = 400;
    await user.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    expect(await within(dialog).findByText('संदेश 1,000 अक्षरों से छोटा रखें।')).toBeInTheDocument();
  });
});

/** 25 questions: 12 wrong, 3 skipped, the rest right. */
function longAnalysis(over: { wrong?: number } = {}) {
  const wrong = over.wrong ?? 12;
  const base = analysis();
  const qs = Array.from({ length: 25 }, (_, i) => {
    const n = i + 1;
    const id = `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;
    // Wrong ones are spread through the paper, so "opens on the wrong ones" is not "opens on the first".
    const outcome = n % 2 === 0 && n / 2 <= wrong ? 'wrong' : n % 5 === 0 && n <= 15 ? 'skipped' : 'correct';
    return question(n, id, {
      outcome,
      answer: outcome === 'wrong' ? 2 : outcome === 'skipped' ? null : 1,
    });
  });
  return { ...base, questions: qs };
}

describe('analysis on a phone-sized list', { timeout: 30_000 }, () => {
  it('shows the wrong answers ten at a time, and "Show more" adds the next ones and moves focus to them', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, longAnalysis()));
    const { user } = await renderApp(path, { language: 'en' });
    await screen.findByRole('heading', { name: 'Question 2' });
    const wrongNumbers = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
    expect(questionHeadings()).toEqual(wrongNumbers.slice(0, 10).map((n) => `Question ${n}`));
    expect(screen.getByText('Showing 10 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 2 more (2 left)' }));
    expect(questionHeadings()).toEqual(wrongNumbers.map((n) => `Question ${n}`));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 22' }));
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();

    // Another filter starts again at its first ten.
    await user.click(screen.getByRole('button', { name: 'All (25)' }));
    expect(questionHeadings()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show 10 more (15 left)' })).toBeInTheDocument();
  });

  it('opens on the skipped questions when none was wrong', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, longAnalysis({ wrong: 0 })));
    await renderApp(path, { language: 'hi' });
    await screen.findByRole('heading', { name: 'प्रश्न 5' });
    expect(questionHeadings()).toEqual(['प्रश्न 5', 'प्रश्न 10', 'प्रश्न 15']);
    expect(screen.getByRole('button', { name: 'छोड़े (3)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a question sealed by another ranked set without its key, saying which set opens it', async () => {
    seedSession();
    const base = analysis();
    const sealed = question(4, ids.attempt2, {
      outcome: 'sealed',
      answer: 2,
      correctOption: null,
      explanation: null,
      sealedBy: { setId: 's-2', examKey: 'SSC', title: { hi: 'एसएससी मॉक 2', en: 'SSC Mock 2' } },
    });
    mockFetch(() => jsonResponse(200, { ...base, questions: [sealed] }));
    const { user } = await renderApp(path, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'All (1)' }));
    const card = (await screen.findByRole('heading', { name: 'Question 4' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Answer waits')).toBeInTheDocument();
    expect(within(card).getByText(/“SSC Mock 2”, a ranked test you have not taken yet/)).toBeInTheDocument();
    expect(within(card).queryByText('Correct answer')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Make a flash card' })).toBeNull();
  });

  it('numbers options 1 to 4 as the hall does, and never twice when the options carry (A)…(D)', async () => {
    seedSession();
    const base = analysis();
    const labelled = question(4, ids.attempt2, {
      outcome: 'wrong',
      answer: 0,
      options: [
        { hi: '(A) If I was you,', en: '(A) If I was you,' },
        { hi: '(B) I would accept', en: '(B) I would accept' },
        { hi: '(C) the offer', en: '(C) the offer' },
        { hi: 'No error', en: 'No error' },
      ],
    });
    mockFetch(() => jsonResponse(200, { ...base, questions: [...base.questions, labelled] }));
    await renderApp(path, { language: 'en' });
    const q2 = (await screen.findByRole('heading', { name: 'Question 2' })).closest('article') as HTMLElement;
    const items = within(q2).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(0, 2))).toEqual(['1.', '2.', '3.', '4.']);
    expect(within(q2).queryByText(/^[A-D]\.$/)).not.toBeInTheDocument();

    const q4 = screen.getByRole('heading', { name: 'Question 4' }).closest('article') as HTMLElement;
    const texts = within(q4)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(texts[0]?.startsWith('(A) If I was you,')).toBe(true);
    expect(texts.some((s) => /^\d\./.test(s))).toBe(false);
  });

  it('shows each section as a card on a phone, with every figure, instead of a table scrolling sideways', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, analysis()));
    await renderApp(path, { language: 'en' });
    const cards = await screen.findByTestId('section-cards');
    expect(cards).toHaveClass('sm:hidden');
    const card = within(cards).getByText('Maths').closest('li') as HTMLElement;
    expect(within(card).getByText('1.5 / 4')).toBeInTheDocument();
    for (const label of ['Correct', 'Wrong', 'Skipped', 'Accuracy'])
      expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText('50%')).toBeInTheDocument();
    // The wide table is for sm and up only, and never wider than its box.
    const table = screen.getByRole('table', { name: 'Section-wise performance' });
    expect(table.parentElement).toHaveClass('hidden', 'sm:block');
    expect(table.parentElement?.className).not.toMatch(/overflow-x-auto|min-w-/);
    expect(table.className).not.toMatch(/min-w-/);
  });
  it('makes a flash card from a wrong answer’s solution, naming the attempt and the question', async () => {
    seedSession();
    const cardUrl = '/api/flashcards/cards/from-attempt-question';
    const { calls } = mockFetch(({ url }) =>
      url === cardUrl
        ? jsonResponse(201, {
            created: true,
            card: {
              id: ids.q1,
              deckId: ids.set1,
              front: { hi: 'प्रश्न पाठ 2', en: null },
              back: { hi: 'उत्तर', en: null },
              tags: [],
              sourceQuestionId: ids.q2,
              schedule: null,
              createdAt: '2026-11-26T10:00:00.000Z',
              updatedAt: '2026-11-26T10:00:00.000Z',
            },
          })
        : jsonResponse(200, analysis()),
    );
    const { user } = await renderApp(path);
    const q2 = (await screen.findByRole('heading', { name: 'प्रश्न 2' })).closest('article') as HTMLElement;
    await user.click(within(q2).getByRole('button', { name: 'फ़्लैश कार्ड बनाएँ' }));
    expect(await within(q2).findByText('फ़्लैश कार्ड बन गया')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === cardUrl)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { attemptId: ids.attempt, questionId: ids.q2, language: 'hi' },
      }),
    ]);
  });
});
