import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('about, privacy and terms pages', () => {
  it.each([
    ['/about', 'अभ्यास के बारे में', 'About Abhyas'],
    ['/privacy-policy', 'गोपनीयता नीति', 'Privacy policy'],
    ['/terms-conditions', 'नियम और शर्तें', 'Terms and conditions'],
  ])('%s has one h1 and h2 sections in Hindi and English', async (path, hi, en) => {
    mockFetch(() => jsonResponse(200, {}));
    const { unmount } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: hi })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    unmount();

    await renderApp(path, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
  });

  it('names the DPDP Act rights and the grievance officer in the privacy policy', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/privacy-policy', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '9. Grievance Officer' })).toBeInTheDocument();
    expect(screen.getByText(/Erasure: ask us to delete your account/)).toBeInTheDocument();
  });

  it('sets Indian law and Prayagraj courts in the terms', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' });
    expect(screen.getByText(/प्रयागराज, उत्तर प्रदेश के न्यायालयों/)).toBeInTheDocument();
  });
});
