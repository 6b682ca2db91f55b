import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { anotherDevice, freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

const saveNext = /^Save & Next/;
const heading = (n: number) => ({ name: `प्रश्न ${n} / 6` });

const begin = (server: ReturnType<typeof hallServer>) => enterHall(server.fixture.path);

/** Save & Next until question `n` is on screen. */
async function moveTo(app: Awaited<ReturnType<typeof begin>>, n: number) {
  for (let i = 1; i < n; i += 1) {
    await app.user.click(within(app.hall).getByRole('button', { name: saveNext }));
    await within(app.hall).findByRole('heading', heading(i + 1));
  }
}

/** The app opened again on the same device (a reload). */
async function reopen(server: ReturnType<typeof hallServer>) {
  await renderApp(server.fixture.path);
  return screen.findByTestId('exam-hall');
}

describe('the hall resumes where the student was', { timeout: 20_000 }, () => {
  it('after a reload, from this device’s own position when the server has none (endpoint missing)', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now(), position: 404 });
    const app = await begin(server);
    await moveTo(app, 4);
    app.unmount();
    const hall = await reopen(server);
    expect(await within(hall).findByRole('heading', heading(4))).toBeInTheDocument();
    expect(within(hall).getByText('प्रश्न पाठ 4')).toBeInTheDocument();
  });

  it('on another device, from the position sent to the server', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const app = await begin(server);
    await moveTo(app, 4);
    const q4 = server.fixture.questionIds[1]?.[1];
    // Debounced, in the background.
    await waitFor(() => expect(server.position()).toBe(q4), { timeout: 4000 });
    expect(server.callsTo(`/api/attempts/${server.fixture.attemptId}/position`).at(-1)?.body).toEqual({
      questionId: q4,
    });
    app.unmount();

    anotherDevice();
    const hall = await reopen(server);
    expect(await within(hall).findByRole('heading', heading(4))).toBeInTheDocument();
  });

  it('after another device moved on, from the server’s position', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const app = await begin(server);
    await moveTo(app, 2);
    await waitFor(() => expect(server.position()).toBe(server.fixture.questionIds[0]?.[1]), {
      timeout: 4000,
    });
    app.unmount();
    server.movePosition(server.fixture.questionIds[2]?.[0] ?? '');
    const hall = await reopen(server);
    expect(await within(hall).findByRole('heading', heading(5))).toBeInTheDocument();
  });

  it('after "back to the test" from the section summary', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now(), position: 404 });
    const app = await begin(server);
    await moveTo(app, 3);
    const [overview] = within(app.hall).getAllByRole('link', { name: 'खंडों का सारांश' });
    if (!overview) throw new Error('no overview link');
    await app.user.click(overview);
    await app.user.click(await screen.findByRole('link', { name: 'टेस्ट पर लौटें' }));
    const hall = await screen.findByTestId('exam-hall');
    expect(await within(hall).findByRole('heading', heading(3))).toBeInTheDocument();
  });
});
