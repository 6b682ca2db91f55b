import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { openSet, SET } from '../pages/admin-fixtures';

describe('adding a current-affairs question to a set', { timeout: 30_000 }, () => {
  it('asks for the date of the fact (required) and an optional expiry, and sends them; other subjects send neither', async () => {
    const { user, calls } = await openSet(({ url, method }) =>
      url === `/api/admin/content/sets/${SET}/questions` && method === 'POST'
        ? jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'x' } })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const f = within(screen.getByRole('form', { name: 'New question' }));
    expect(f.queryByLabelText('Date of the fact')).toBeNull();
    await user.selectOptions(f.getByLabelText('Subject'), 'current-affairs');
    await user.selectOptions(f.getByLabelText('Topic'), 'ca-sports');
    expect(f.getByLabelText('Expires on')).toHaveAccessibleDescription(
      'Left empty: two years after the date of the fact.',
    );
    await user.type(f.getByLabelText('Question in Hindi'), 'फ़रवरी 2025 में कौन सा खेल आयोजन हुआ?');
    await user.type(
      f.getByLabelText('Question in English'),
      'Which sporting event was held in February 2025?',
    );
    for (const [i, o] of ['क', 'ख', 'ग', 'घ'].entries()) {
      await user.type(f.getByLabelText(`Option ${i + 1} in Hindi`), o);
      await user.type(f.getByLabelText(`Option ${i + 1} in English`), `o${i}`);
    }
    await user.type(f.getByLabelText('Explanation in Hindi'), 'राष्ट्रीय खेल हुए।');
    await user.type(f.getByLabelText('Explanation in English'), 'The National Games.');
    await user.click(f.getByRole('button', { name: 'Add question' }));
    // The shared schema asks for the fact's date before anything is sent.
    expect(await f.findByText('A current-affairs question needs the date of its fact.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(f.getByLabelText('Date of the fact'), { target: { value: '2025-02-10' } });
    await user.click(f.getByRole('button', { name: 'Add question' }));
    const sent = () => calls.filter((c) => c.method === 'POST').at(-1)?.body as Record<string, unknown>;
    await screen.findAllByRole('alert');
    expect(sent()).toMatchObject({ subject: 'current-affairs', topic: 'ca-sports', factDate: '2025-02-10' });
    expect(sent()).not.toHaveProperty('expiresOn');

    fireEvent.change(f.getByLabelText('Expires on'), { target: { value: '2025-12-31' } });
    await user.click(f.getByRole('button', { name: 'Add question' }));
    expect(sent()).toMatchObject({ factDate: '2025-02-10', expiresOn: '2025-12-31' });

    // Another subject: the dates go away and are not sent.
    await user.selectOptions(f.getByLabelText('Subject'), 'polity');
    expect(f.queryByLabelText('Date of the fact')).toBeNull();
    await user.click(f.getByRole('button', { name: 'Add question' }));
    expect(sent()).not.toHaveProperty('factDate');
    expect(sent()).not.toHaveProperty('expiresOn');
  });
});
