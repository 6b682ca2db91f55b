import { addIndianDays, indianDayOf } from '@abhyas/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const questionId = '33333333-3333-4333-8333-333333333333';
const text = { hi: '800 का 15% कितना है?', en: 'What is 15% of 800?' };
const options = ['240', '110', '120', '130'].map((o) => ({ hi: o, en: o }));

describe('/potd-management', () => {
  it('shows a platform admin four weeks, warns about empty days, and schedules a bank question after a preview', async () => {
    seedSession();
    writeItem('role', 'admin');
    const today = indianDayOf(Date.now());
    const tomorrow = addIndianDays(today, 1);
    const entries = [
      {
        day: today,
        questionId,
        source: 'auto',
        text,
        options,
        correctOption: 2,
        subject: 'maths',
        topic: 'percentage',
        difficulty: 'easy',
        solvers: 3,
      },
    ];
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/potd/schedule?')) return jsonResponse(200, { data: entries });
      if (call.url.startsWith('/api/questions/bank'))
        return jsonResponse(200, {
          items: [
            {
              id: questionId,
              subject: 'maths',
              topic: 'percentage',
              difficulty: 'easy',
              text,
              options,
              image: null,
              exams: [],
              bookmarked: false,
              answered: false,
            },
          ],
          page: 1,
          hasMore: false,
        });
      if (call.url === `/api/questions/${questionId}/reveal`)
        return jsonResponse(200, {
          questionId,
          answer: 3,
          explanation: { hi: '15 × 8 = 120', en: '15 × 8 = 120' },
          reportAttemptId: null,
        });
      if (call.method === 'PUT' && call.url === `/api/potd/schedule/${tomorrow}`) {
        const entry = { ...entries[0], day: tomorrow, source: 'scheduled', solvers: 0 };
        entries.push(entry as (typeof entries)[number]);
        return jsonResponse(200, entry);
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    });
    const { user } = await renderApp('/potd-management', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'POTD Management', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/27 coming days have no problem yet/)).toBeInTheDocument();
    const from = calls.find((c) => c.url.startsWith('/api/potd/schedule?'))?.url ?? '';
    expect(from).toContain(`from=${today}`);
    expect(screen.getByTestId(`potd-day-${today}`)).toHaveTextContent('Picked automatically');
    expect(screen.getByTestId(`potd-day-${today}`)).toHaveTextContent('3 solved');

    const row = screen.getByTestId(`potd-day-${tomorrow}`);
    await user.click(within(row).getByRole('button', { name: 'Choose a question' }));
    const picker = await screen.findByRole('dialog');
    await user.click(await within(picker).findByRole('button', { name: 'Preview' }));
    // Both languages, each with the key marked, once the reveal answers.
    await waitFor(() => expect(picker.querySelectorAll('li[data-correct]')).toHaveLength(2));
    expect(within(picker).getByText('Answer: option 3')).toBeInTheDocument();
    expect(within(picker).getByText(text.hi)).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: /^Put on / }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ questionId });
    expect(
      await within(screen.getByTestId(`potd-day-${tomorrow}`)).findByText('Scheduled'),
    ).toBeInTheDocument();
    expect(screen.getByText(/26 coming days have no problem yet/)).toBeInTheDocument();
  });

  it('lets a platform admin write a new question for a day, and shows the server’s refusal translated', async () => {
    seedSession();
    writeItem('role', 'admin');
    const tomorrow = addIndianDays(indianDayOf(Date.now()), 1);
    let refuse = true;
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/potd/schedule?')) return jsonResponse(200, { data: [] });
      if (call.url.startsWith('/api/questions/bank'))
        return jsonResponse(200, { items: [], page: 1, hasMore: false });
      if (call.method === 'POST' && call.url === `/api/potd/schedule/${tomorrow}/question`) {
        if (refuse) {
          refuse = false;
          return jsonResponse(409, {
            error: { code: 'CONFLICT', message: 'x', field: 'text', rule: 'validation.potd.differsFromBank' },
          });
        }
        return jsonResponse(200, {
          day: tomorrow,
          questionId,
          source: 'scheduled',
          text,
          options,
          correctOption: 2,
          subject: 'maths',
          topic: 'percentage',
          difficulty: 'easy',
          solvers: 0,
        });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    });
    const { user } = await renderApp('/potd-management', { language: 'en' });
    const row = await screen.findByTestId(`potd-day-${tomorrow}`);
    await user.click(within(row).getByRole('button', { name: 'Choose a question' }));
    const picker = await screen.findByRole('dialog');
    await user.click(await within(picker).findByRole('button', { name: 'Write a new question instead' }));
    const form = within(picker).getByRole('form', { name: 'Write a new question' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Subject' }), 'maths');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Topic' }), 'percentage');
    await user.type(within(form).getByLabelText('Question in Hindi'), text.hi);
    await user.type(within(form).getByLabelText('Question in English'), text.en);
    const slots = within(form).getAllByRole('group');
    for (const [i, o] of options.entries()) {
      await user.type(within(slots[i] as HTMLElement).getByLabelText('Hindi'), o.hi);
      await user.type(within(slots[i] as HTMLElement).getByLabelText('English'), o.en);
    }
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Correct answer' }), '3');
    await user.type(within(form).getByLabelText('Explanation in Hindi'), '15 × 8 = 120');
    await user.type(within(form).getByLabelText('Explanation in English'), '15 × 8 = 120');
    await user.click(within(form).getByRole('button', { name: /^Put on / }));
    expect(
      await within(form).findByText(
        'The bank already has this question with other options or another answer.',
      ),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toEqual({
      subject: 'maths',
      topic: 'percentage',
      difficulty: 'medium',
      text,
      options,
      answer: 3,
      explanation: { hi: '15 × 8 = 120', en: '15 × 8 = 120' },
    });
    await user.click(within(form).getByRole('button', { name: /^Put on / }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows everyone else the archive with their own results, and narrows it to bookmarks', async () => {
    seedSession();
    const item = (day: string, solved: boolean, tries: number, bookmarked: boolean) => ({
      day,
      questionId,
      questionText: text.hi,
      difficulty: 'hard',
      category: 'प्रतिशत',
      subject: 'maths',
      topic: 'percentage',
      options: options.map((o, i) => ({ text: o.hi, isCorrect: i === 2 })),
      explanation: '15 × 8 = 120',
      bookmarked,
      solved,
      tries,
    });
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/potd/archive')) {
        const onlyBookmarks = call.url.includes('bookmarked=yes');
        const data = onlyBookmarks
          ? [item('2026-11-20', false, 2, true)]
          : [item('2026-11-25', true, 1, false), item('2026-11-20', false, 2, true)];
        return jsonResponse(200, { data, meta: { page: 1, limit: 10, total: data.length, pages: 1 } });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    });
    const { user } = await renderApp('/potd-management');
    expect(await screen.findByRole('heading', { name: 'पिछले प्रश्न', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('हल किया')).toBeInTheDocument();
    expect(screen.getByText('हल नहीं हुआ')).toBeInTheDocument();
    expect(screen.getAllByText(/ग़लत प्रयास/)).toHaveLength(2);
    expect(document.querySelectorAll('li[data-correct]')).toHaveLength(2);
    expect(calls.some((c) => c.url.startsWith('/api/potd/schedule'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'बुकमार्क किए गए' }));
    await waitFor(() => expect(screen.queryByText('हल किया')).toBeNull());
    expect(calls.some((c) => c.url.includes('/api/potd/archive') && c.url.includes('bookmarked=yes'))).toBe(
      true,
    );
  });
});
