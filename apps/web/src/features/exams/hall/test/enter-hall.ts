import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';

/** Opens a set's page, accepts the instructions and begins, as a student enters the hall. */
export async function enterHall(path: string, options: { language?: 'en' } = {}) {
  const app = await renderApp(path, options);
  await app.user.click(await screen.findByRole('checkbox'));
  const ready = options.language === 'en' ? 'I am ready to begin' : 'मैं शुरू करने के लिए तैयार हूँ';
  await app.user.click(screen.getByRole('button', { name: ready }));
  return { ...app, hall: await screen.findByTestId('exam-hall') };
}
