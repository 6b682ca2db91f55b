import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/lib/i18n';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { seedSession } from '@/test/render-app';
import { ComingSoonPage } from './coming-soon-page';

const HI_STATUS = 'इस हिस्से पर अभी काम चल रहा है';
const EN_STATUS = 'Work on this part is in progress';

/** Every placeholder route whose menu item names it, with that name in Hindi and English. */
const named: [path: string, hi: string, en: string, admin?: true][] = [
  ['/mock-test', 'लाइव टेस्ट', 'Live Test'],
  ['/admin-dashboard', 'एडमिन डैशबोर्ड', 'Admin Dashboard', true],
];

async function placeholder(path: string, language: 'hi' | 'en', admin = false) {
  seedSession();
  if (admin) writeItem('role', 'admin');
  mockFetch(() => jsonResponse(200, {}));
  writeItem('selectedLanguage', language);
  await i18n.changeLanguage(language);
  // Every spec route has its screen now, so the page is mounted on its own at a path the menu names
  // (the router keeps no "coming soon" entry; a later route that needs one mounts this page).
  const router = createMemoryRouter([{ path: '*', Component: ComingSoonPage }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return (await screen.findByRole('heading', { level: 1 })).parentElement as HTMLElement;
}

describe('a screen that is not built yet', () => {
  it('leads a signed-in student on to Test Series, the part that works, and does not claim the rest is ready', async () => {
    const card = await placeholder('/mock-test', 'hi');
    // The walk found ten of the menu's links ending here with only "go to the home page".
    expect(within(card).getByRole('link', { name: 'टेस्ट सीरीज़ देखें' })).toHaveAttribute('href', '/exams');
    expect(within(card).getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(card).not.toHaveTextContent('बाकी सब इस्तेमाल के लिए तैयार है');
  });

  // "{{name}} पर अभी काम चल रहा है" read "आज का प्रश्न पर …" (it is "आज के प्रश्न पर"): a name is the
  // heading on its own, and the sentence is about "this part", right whatever the name's gender,
  // number or ending.
  it.each(named)(
    '%s: the name “%s” stands alone, the sentence is grammatical',
    async (path, hi, _en, admin) => {
      const card = await placeholder(path, 'hi', admin);
      expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${hi}$`));
      expect(card).toHaveTextContent(HI_STATUS);
      expect(card).not.toHaveTextContent(`${hi} पर`);
      expect(card.textContent).not.toMatch(/का\s+\S+\s+पर\b/);
    },
  );

  it.each(named)('%s in English: “%s”', async (path, _hi, en, admin) => {
    const card = await placeholder(path, 'en', admin);
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${en}$`));
    expect(card).toHaveTextContent(EN_STATUS);
    expect(card).not.toHaveTextContent(`Work on ${en}`);
  });

  it('without a menu name, the sentence is the heading', async () => {
    const card = await placeholder('/a-future-screen', 'hi');
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(HI_STATUS);
    expect(within(card).getAllByText(HI_STATUS)).toHaveLength(1);
  });
});
