import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

function mockApi() {
  // The header may ask for the signed-in user's data; an empty answer is enough here.
  return mockFetch(() => jsonResponse(200, { data: [] }));
}

describe('landing page', () => {
  it('opens in Hindi with both heroes, the subjects in Hindi and the statistics', async () => {
    mockApi();
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'डिजिटल शिक्षा का भविष्य' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अपने पढ़ाने के अनुभव को बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'भूगोल' })).toHaveAttribute('href', '/quiz/geography');
    expect(screen.getByRole('link', { name: 'राजव्यवस्था' })).toBeInTheDocument();
    const stats = screen.getByRole('heading', { name: 'अब तक का अभ्यास' }).closest('section') as HTMLElement;
    for (const value of ['10+', '3 हज़ार+', '1 हज़ार+', '100+']) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
    }
    expect(within(stats).getByText('सफलता की कहानियाँ')).toBeInTheDocument();
  });

  it('shows the spec statistics in English', async () => {
    mockApi();
    await renderApp('/', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Future of Digital Education' });
    const stats = screen.getByRole('heading', { name: 'Abhyas so far' }).closest('section') as HTMLElement;
    const text = stats.textContent ?? '';
    expect(text).toContain('Institutes10+');
    expect(text).toContain('Students3K+');
    expect(text).toContain('Tests1K+');
    expect(text).toContain('Success stories100+');
  });

  it('sends Register Your Institute to sign-up when signed out', async () => {
    mockApi();
    await renderApp('/', { language: 'en' });
    const register = await screen.findByRole('link', { name: 'Register Your Institute' });
    // The way back rides in the address: the prerendered link works before the script starts.
    expect(register).toHaveAttribute('href', '/signup?from=%2Forganization%2Fregister');
    expect(screen.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Start practising free' })).toHaveAttribute('href', '/signup');
  });

  it('sends Register Your Institute to the registration form when a token is stored', async () => {
    mockApi();
    seedSession();
    await renderApp('/', { language: 'en' });
    const register = await screen.findByRole('link', { name: 'Register Your Institute' });
    expect(register).toHaveAttribute('href', '/organization/register');
    expect(screen.getByRole('link', { name: 'Go to my practice' })).toHaveAttribute(
      'href',
      '/quiz-dashboard',
    );
  });

  it('opens the demo video in a dialog without downloading it', async () => {
    mockApi();
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'डेमो देखें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अभ्यास का डेमो' });
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/media/abhyas-demo-poster.jpg');
    expect(video).toHaveAttribute('width');
    expect(video).toHaveAttribute('height');
    const sources = [...(video?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['/media/abhyas-demo.mp4', '/media/abhyas-demo.webm']);
    expect(video?.querySelector('track')).toHaveAttribute('src', '/media/abhyas-demo.hi.vtt');

    await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
