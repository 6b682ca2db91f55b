import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '@/test/fetch-mock';
import { openSet, Q1, SERIES, SET, series, set } from './admin-fixtures';

describe('test upload: set details and questions', { timeout: 20_000 }, () => {
  it('publishes a draft set with a PATCH of published only', async () => {
    const { user, calls } = await openSet(({ url, method }) =>
      url === `/api/admin/content/sets/${SET}` && method === 'PATCH'
        ? jsonResponse(200, { set: { ...set, published: true } })
        : undefined,
    );
    expect(screen.getByText('Not published')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Set published: students can now see it.')).toBeInTheDocument();
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]?.url).toBe(`/api/admin/content/sets/${SET}`);
    expect(patch[0]?.body).toEqual({ published: true });
  });

  it('edits the set details and shows a refusal translated', async () => {
    const { user, calls } = await openSet(({ url, method }) =>
      url === `/api/admin/content/sets/${SET}` && method === 'PATCH'
        ? errorResponse(409, { code: 'CONFLICT', field: 'slug', rule: 'testUpload.rules.slugTaken' })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Edit set details' }));
    const form = screen.getByRole('form', { name: 'Set details' });
    const en = within(form).getByLabelText('Title in English');
    await user.clear(en);
    await user.type(en, 'Mock 1');
    await user.selectOptions(within(form).getByLabelText('Languages'), 'en');
    await user.click(within(form).getByLabelText('Free for everyone'));
    await user.click(within(form).getByRole('button', { name: 'Save set' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This slug is already used.');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: { hi: 'सेट 1', en: 'Mock 1' },
      languages: ['en'],
      free: false,
    });
  });

  it('edits the series titles with a PATCH that leaves the exam alone', async () => {
    const { user, calls } = await openSet(({ url, method }) =>
      url === `/api/admin/content/series/${SERIES}` && method === 'PATCH'
        ? jsonResponse(200, { series: { ...series, title: { hi: 'सामान्य अध्ययन', en: 'GS' } } })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Edit series' }));
    const form = screen.getByRole('form', { name: 'Series details' });
    const en = within(form).getByLabelText('Title in English');
    await user.clear(en);
    await user.type(en, 'GS');
    await user.click(within(form).getByRole('button', { name: 'Save series' }));
    expect(await screen.findByText('Series saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: { hi: 'सामान्य अध्ययन', en: 'GS' },
      description: { hi: '', en: '' },
    });
  });

  it('asks before removing a question, then sends the DELETE', async () => {
    const { user, calls } = await openSet(({ url, method }) =>
      url === `/api/admin/content/sets/${SET}/questions/${Q1}` && method === 'DELETE'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    const card = screen.getByRole('article', { name: 'Question 1' });
    await user.click(within(card).getByRole('button', { name: 'Remove question 1 from the set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove question 1 from this set?' });
    expect(dialog).toHaveTextContent('It stays in the question bank');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Question 1 removed from the set.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/admin/content/sets/${SET}/questions/${Q1}`,
    ]);
  });

  it('keeps the question when the removal is cancelled', async () => {
    const { user, calls } = await openSet();
    const card = screen.getByRole('article', { name: 'Question 1' });
    await user.click(within(card).getByRole('button', { name: 'Remove question 1 from the set' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('adds a question and shows the server’s 400 rule under its field', async () => {
    const { user, calls } = await openSet(({ url, method }) =>
      url === `/api/admin/content/sets/${SET}/questions` && method === 'POST'
        ? errorResponse(400, {
            code: 'VALIDATION_ERROR',
            field: 'section',
            rule: 'testUpload.rules.sectionBeyondTemplate',
          })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'New question' });
    const f = within(form);
    await user.selectOptions(f.getByLabelText('Subject'), 'history');
    await user.selectOptions(f.getByLabelText('Topic'), 'modern-history');
    await user.type(f.getByLabelText('Question in Hindi'), 'भारत के पहले प्रधानमंत्री कौन थे?');
    await user.type(f.getByLabelText('Question in English'), 'Who was the first Prime Minister of India?');
    const options = [
      ['नेहरू', 'Nehru'],
      ['पटेल', 'Patel'],
      ['गांधी', 'Gandhi'],
      ['बोस', 'Bose'],
    ];
    for (const [i, [hi, en]] of options.entries()) {
      await user.type(f.getByLabelText(`Option ${i + 1} in Hindi`), hi ?? '');
      await user.type(f.getByLabelText(`Option ${i + 1} in English`), en ?? '');
    }
    await user.type(f.getByLabelText('Explanation in Hindi'), 'जवाहरलाल नेहरू पहले प्रधानमंत्री थे।');
    await user.type(f.getByLabelText('Explanation in English'), 'Jawaharlal Nehru was the first.');
    await user.click(f.getByRole('button', { name: 'Add question' }));

    const section = f.getByLabelText('Section');
    expect(await f.findByText('The exam has no such section.')).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-invalid', 'true');
    expect(section).toHaveAccessibleDescription('The exam has no such section.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      section: 1,
      subject: 'history',
      topic: 'modern-history',
      difficulty: 'medium',
      text: { hi: 'भारत के पहले प्रधानमंत्री कौन थे?', en: 'Who was the first Prime Minister of India?' },
      options: options.map(([hi, en]) => ({ hi, en })),
      answer: 1,
      explanation: { hi: 'जवाहरलाल नेहरू पहले प्रधानमंत्री थे।', en: 'Jawaharlal Nehru was the first.' },
    });
  });

  it('checks the form with the shared schema before calling the server', async () => {
    const { user, calls } = await openSet();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'New question' });
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(form).findByText('Choose a subject from the list.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Question in Hindi')).toHaveAccessibleDescription(
      'Write the text in both Hindi and English.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
