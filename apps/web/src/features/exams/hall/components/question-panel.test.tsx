import type { HallQuestion } from '@abhyas/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionPanel } from './question-panel';

const question = (options: string[]): HallQuestion => ({
  id: '00000000-0000-4000-8000-000000000031',
  number: 7,
  section: 0,
  text: { hi: 'प्रश्न', en: 'Question' },
  options: options.map((o) => ({ hi: o, en: o })),
  image: null,
});

/** Question 7 of 100 in English, nothing chosen yet. */
const show = (options: string[], over: Partial<HallQuestion> = {}) =>
  render(
    <QuestionPanel
      question={{ ...question(options), ...over }}
      total={100}
      language="en"
      textSize={0}
      choice={null}
      onChoose={() => {}}
    />,
  );

const optionTexts = () =>
  screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/\s+/g, ' ').trim());

describe('the hall question', () => {
  it('numbers options 1 to 4, the convention of the analysis and the admin screens too', () => {
    show(['12', '15', '18', '21']);
    expect(optionTexts()).toEqual(['1.12', '2.15', '3.18', '4.21']);
  });

  it('adds no number to options that carry their own (A)…(E) labels, so none reads "1. (A)"', () => {
    show(['(A) If I was you,', '(B) I would accept', '(C) the offer without', 'No error']);
    expect(optionTexts()).toEqual([
      '(A) If I was you,',
      '(B) I would accept',
      '(C) the offer without',
      'No error',
    ]);
  });

  it("shows a passage question's passage above it, paragraph by paragraph, in a region reachable by keyboard", () => {
    const passage = 'First paragraph of the passage.\n\nSecond paragraph of it.';
    show(['a', 'b', 'c', 'd'], { passage: { hi: passage, en: passage } });
    // The interface's language (Hindi in these tests) names the region; the passage keeps its own.
    const region = screen.getByRole('region', { name: 'गद्यांश' });
    expect(region.getAttribute('lang')).toBe('en');
    expect(region.tabIndex).toBe(0);
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'गद्यांश पढ़कर उत्तर दीजिए',
      'First paragraph of the passage.',
      'Second paragraph of it.',
    ]);
    const text = screen.getByTestId('question-text');
    expect(region.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no passage region for a question without one', () => {
    show(['a', 'b', 'c', 'd']);
    expect(screen.queryByRole('region', { name: 'गद्यांश' })).toBeNull();
  });
});
