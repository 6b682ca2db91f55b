import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { analysis, ids } from './fixtures.test-data';

const path = `/exams/ssc-cgl-mock/cgl-set-1/analysis?attempt=${ids.attempt}`;
const reportUrl = `/api/questions/${ids.q2}/reports`;
const questionHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('analysis', { timeout: 30_000 }, () => {
  it('filters questions by wrong, skipped and marked, and switches their language', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, analysis()));
    const { user } = await renderApp(path, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(questionHeadings()).toEqual(['Question 1', 'Question 2', 'Question 3']);

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
