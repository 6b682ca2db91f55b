import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppForm } from '@/components/ui/app-form';

const form = (
  <AppForm aria-label="sign in">
    <input aria-label="password" name="password" />
    <button type="submit">Go</button>
  </AppForm>
);

describe('AppForm', () => {
  it('is disabled in prerendered HTML and posts, never GETs, if submitted before the app runs', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it('is usable once React runs in the browser', () => {
    render(form);
    expect(screen.getByLabelText('password')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });
});
