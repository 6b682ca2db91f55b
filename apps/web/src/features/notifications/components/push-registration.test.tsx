import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { PushRegistration } from './push-registration';

// The service worker hands a push to a window on screen as a message; the frame shows it as a box
// with the title as a heading and the body as a paragraph, and ignores anything else.
afterEach(() => vi.unstubAllGlobals());

describe('a push while the app is in front', () => {
  it('shows its title as a heading and its body as a paragraph', async () => {
    const target = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: target }));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    render(<PushRegistration />);
    act(() => {
      target.dispatchEvent(new MessageEvent('message', { data: { type: 'other', title: 'x' } }));
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      target.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'abhyas-push', title: 'कल की कक्षा', body: 'गणित सुबह 9 बजे' },
        }),
      );
    });
    const box = await screen.findByRole('status');
    expect(box.querySelector('h2')?.textContent).toBe('कल की कक्षा');
    expect(box.querySelector('p')?.textContent).toBe('गणित सुबह 9 बजे');
  });
});
