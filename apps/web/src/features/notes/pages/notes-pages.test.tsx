import type { NoteDetail, NoteSummary, PdfSet } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const summaries: NoteSummary[] = [
  {
    subject: 'polity',
    slug: 'fundamental-rights',
    order: 1,
    topic: 'fundamental-rights',
    title: 'मौलिक अधिकार',
    summary: 'भाग 3 के अनुच्छेद 12 से 35 तक।',
  },
  {
    subject: 'polity',
    slug: 'parliament',
    order: 2,
    topic: 'parliament',
    title: 'संसद',
    summary: 'लोकसभा और राज्यसभा।',
  },
  {
    subject: 'maths',
    slug: 'percentage',
    order: 1,
    topic: 'percentage',
    title: 'प्रतिशत',
    summary: 'प्रति सौ।',
  },
];
const detail: NoteDetail = {
  ...(summaries[0] as NoteSummary),
  language: 'hi',
  html: '<h2>अनुच्छेद 14</h2><ul><li>विधि के समक्ष समता</li></ul><table><tr><td>अनुच्छेद</td></tr></table>',
  practice: [],
};
const sets: PdfSet[] = [
  {
    slug: 'ssc-cgl-mock-1',
    examKey: 'SSC',
    title: { hi: 'एसएससी सीजीएल मॉक 1', en: 'SSC CGL Mock 1' },
    seriesTitle: { hi: 'एसएससी सीजीएल', en: 'SSC CGL' },
    languages: ['hi', 'en'],
    totalQuestions: 100,
    answersOpen: false,
  },
];

function api(call: RecordedCall): Response {
  if (call.url.startsWith('/api/notes?')) return jsonResponse(200, { language: 'hi', items: summaries });
  if (call.url.startsWith('/api/notes/sets')) return jsonResponse(200, { items: sets });
  if (call.url.startsWith('/api/notes/polity/fundamental-rights')) return jsonResponse(200, detail);
  if (call.url.startsWith('/api/notes/')) return errorResponse(404, { code: 'NOT_FOUND' });
  return jsonResponse(200, { items: [], unread: 0 });
}

describe('notes', { timeout: 20_000 }, () => {
  it('lists subjects with their note counts, then a subject’s notes by topic, then a note', async () => {
    const { calls } = mockFetch(api);
    const { user } = await renderApp('/notes');
    expect(await screen.findByRole('heading', { level: 1, name: 'नोट्स और PDF' })).toBeInTheDocument();
    const polity = await screen.findByRole('link', { name: /राजव्यवस्था/ });
    expect(polity).toHaveTextContent('2 नोट्स');
    expect(screen.getByRole('link', { name: /गणित/ })).toHaveTextContent('1 नोट');
    expect(calls.some((c) => c.url === '/api/notes?language=hi')).toBe(true);

    await user.click(polity);
    expect(await screen.findByRole('heading', { level: 1, name: 'राजव्यवस्था' })).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'मौलिक अधिकार' });
    await user.click(within(rights).getByRole('link', { name: /मौलिक अधिकार/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'मौलिक अधिकार' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अनुच्छेद 14' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/notes/polity/fundamental-rights?language=hi')).toBe(true);
  });

  it('asks for the note in English when the app is in English', async () => {
    const { calls } = mockFetch((call) =>
      call.url.startsWith('/api/notes/polity')
        ? jsonResponse(200, { ...detail, language: 'en', title: 'Fundamental Rights' })
        : api(call),
    );
    await renderApp('/notes/polity/fundamental-rights', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundamental Rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Polity' })).toHaveAttribute('href', '/notes/polity');
    expect(calls.some((c) => c.url === '/api/notes/polity/fundamental-rights?language=en')).toBe(true);
  });

  it('says a missing note is missing and leads back to the notes', async () => {
    mockFetch(api);
    await renderApp('/notes/polity/no-such-note');
    expect(await screen.findByText('यह नोट नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी नोट्स देखें' })).toHaveAttribute('href', '/notes');
  });

  it('offline, a note never opened says how to make it readable offline', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp('/notes/polity/parliament');
    expect(await screen.findByText(/यह पेज अभी इस फ़ोन में सहेजा नहीं गया है/)).toBeInTheDocument();
  });

  it('asks a visitor to sign in for the sets’ PDFs, and lists each paper per language once signed in; the answer key only where it is open', async () => {
    mockFetch(api);
    const signedOut = await renderApp('/pdf-download');
    expect(await screen.findByText('सेट के PDF के लिए साइन इन करें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/signin');
    signedOut.unmount();

    seedSession();
    await renderApp('/pdf-download');
    expect(await screen.findByRole('heading', { level: 3, name: 'एसएससी सीजीएल मॉक 1' })).toBeInTheDocument();
    for (const language of ['हिन्दी', 'English', 'हिन्दी + English'])
      expect(
        screen.getByRole('button', { name: `प्रश्नपत्र डाउनलोड करें: एसएससी सीजीएल मॉक 1 (${language})` }),
      ).toBeInTheDocument();
    expect(screen.getByText('100 प्रश्न')).toBeInTheDocument();
    // Not yet taken: no answer-key button, and a line saying when it opens.
    expect(screen.queryByRole('button', { name: /उत्तरों सहित डाउनलोड करें/ })).toBeNull();
    expect(screen.getByText(/सबमिट करने के बाद उत्तर कुंजी खुलेगी/)).toBeInTheDocument();
  });

  it('offers the answer key of a set the student has taken', async () => {
    const open = sets.map((s) => ({ ...s, answersOpen: true }));
    mockFetch((call) =>
      call.url.startsWith('/api/notes/sets') ? jsonResponse(200, { items: open }) : api(call),
    );
    seedSession();
    await renderApp('/pdf-download');
    expect(
      await screen.findByRole('button', { name: 'उत्तरों सहित डाउनलोड करें: एसएससी सीजीएल मॉक 1 (हिन्दी)' }),
    ).toBeInTheDocument();
  });
});
