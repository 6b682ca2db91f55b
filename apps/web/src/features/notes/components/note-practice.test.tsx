import type { NoteDetail } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const ids = [1, 2, 3, 4, 5].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
const texts = {
  hi: ['किस अनुच्छेद में विधि के समक्ष समता है?', 'प्रश्न दो?', 'प्रश्न तीन?', 'प्रश्न चार?', 'प्रश्न पाँच?'],
  en: [
    'Which Article gives equality before law?',
    'Question two?',
    'Question three?',
    'Question four?',
    'Question five?',
  ],
};
const detail = (language: 'hi' | 'en', count = 5): NoteDetail => ({
  subject: 'polity',
  slug: 'fundamental-rights',
  order: 2,
  topic: 'fundamental-rights',
  title: language === 'hi' ? 'मौलिक अधिकार' : 'Fundamental Rights',
  summary: language === 'hi' ? 'भाग 3 के अनुच्छेद 12 से 35 तक।' : 'Part III, Articles 12 to 35.',
  language,
  html: '<h2>Article 14</h2><p>Equality before law.</p>',
  practice: ids.slice(0, count).map((id, i) => ({ id, text: texts[language][i] ?? '' })),
});

const api =
  (language: 'hi' | 'en', count?: number) =>
  (call: RecordedCall): Response => {
    if (call.url.startsWith('/api/notes?')) return jsonResponse(200, { language, items: [] });
    if (call.url.startsWith('/api/notes/polity/fundamental-rights'))
      return jsonResponse(200, detail(language, count));
    if (call.url.startsWith('/api/notes/')) return errorResponse(404, { code: 'NOT_FOUND' });
    return jsonResponse(200, { items: [], unread: 0 });
  };

describe("a note's practice questions", { timeout: 20_000 }, () => {
  it('lists the five in Hindi after the note, each linking to its question bank page', async () => {
    mockFetch(api('hi'));
    await renderApp('/notes/polity/fundamental-rights');
    const section = await screen.findByRole('region', { name: 'अभ्यास के प्रश्न' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(ids.map((id) => `/questions/item/${id}`));
    expect(links[0]).toHaveAccessibleName('प्रश्न 1: किस अनुच्छेद में विधि के समक्ष समता है?');
    expect(within(section).getByRole('list')).toBeInTheDocument();
    // After the note's own text.
    const heading = screen.getByRole('heading', { level: 2, name: 'Article 14' });
    expect(heading.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in English when the app is in English', async () => {
    mockFetch(api('en'));
    await renderApp('/notes/polity/fundamental-rights', { language: 'en' });
    const section = await screen.findByRole('region', { name: 'Practise what you read' });
    expect(within(section).getAllByRole('link')[4]).toHaveAccessibleName('Question 5: Question five?');
    expect(within(section).getByText(/Tap one to answer it/)).toBeInTheDocument();
  });

  it('shows as many as the server left open, and no section when none is', async () => {
    mockFetch(api('en', 3));
    const three = await renderApp('/notes/polity/fundamental-rights', { language: 'en' });
    expect(
      within(await screen.findByRole('region', { name: 'Practise what you read' })).getAllByRole('link'),
    ).toHaveLength(3);
    three.unmount();

    mockFetch(api('en', 0));
    await renderApp('/notes/polity/fundamental-rights', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundamental Rights' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Practise what you read' })).toBeNull();
  });
});
