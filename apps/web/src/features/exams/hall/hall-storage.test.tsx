import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordKey } from './lib/device-record';
import { device, freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

const saveNext = /^Save & Next/;

describe('the device that cannot store answers', { timeout: 20_000 }, () => {
  it('still starts the test, sends each answer at once and says offline protection is off', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const q1 = server.fixture.questionIds[0]?.[0];
    device().failWrites(true);
    const { user, hall } = await enterHall(server.fixture.path);

    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.3/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    // Sent without waiting for the network to come back or for a submit.
    await waitFor(() => expect(server.held(q1 ?? '')).toMatchObject({ answer: 2 }));

    const warning = within(hall).getByTestId('storage-warning');
    expect(warning).toHaveTextContent('ऑफ़लाइन सुरक्षा बंद है');
    expect(within(hall).getByTestId('save-status')).toHaveTextContent('ऑफ़लाइन सुरक्षा बंद');
    expect(within(hall).getByTestId('save-status')).toHaveAttribute('data-durable', 'false');
    // The answer is kept in memory: the palette shows it.
    expect(within(hall).getByRole('button', { name: 'प्रश्न 1, उत्तर दिया (Answered)' })).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'ठीक है' }));
    expect(within(hall).queryByTestId('storage-warning')).toBeNull();

    // Space freed: the next write works and protection is on again.
    device().failWrites(false);
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    await waitFor(() =>
      expect(within(hall).getByTestId('save-status')).toHaveAttribute('data-durable', 'true'),
    );
  });
});

describe('one answer, one place', { timeout: 20_000 }, () => {
  it('costs one device write per click: Save & Next, the next question’s visit and the position together', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const [q1, q2] = server.fixture.questionIds[0] ?? [];
    const { user, hall } = await enterHall(server.fixture.path);
    await waitFor(() => expect(server.held(q1 ?? '')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));

    const before = device().writes.length;
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.3/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    await waitFor(() => expect(server.held(q2 ?? '')).not.toBeNull());
    await waitFor(() => expect(server.held(q1 ?? '')).toMatchObject({ answer: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(device().writes.slice(before)).toEqual([recordKey(server.fixture.attemptId)]);

    // A move to another section is one write too (its first question's visit and the position).
    const mark = device().writes.length;
    await user.click(within(hall).getByRole('button', { name: 'तर्कशक्ति क्षमता' }));
    await waitFor(() => expect(server.held(server.fixture.questionIds[2]?.[0] ?? '')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(device().writes.slice(mark)).toEqual([recordKey(server.fixture.attemptId)]);

    // Nothing else holds the answers: no second copy under another key.
    expect(
      [...device().data.keys()].filter((k) => k.startsWith(`hall:${server.fixture.attemptId}:`)),
    ).toEqual(expect.arrayContaining([recordKey(server.fixture.attemptId)]));
    expect(device().data.has(`hall:${server.fixture.attemptId}:local`)).toBe(false);
  });
});
