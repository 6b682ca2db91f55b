import { describe, expect, it } from 'vitest';
import { examTemplates, isExamKey } from '../exams/templates.ts';
import { examInfoCards, findExamInfoCard } from './exam-info.ts';
import type { Localized } from './localized.ts';

const devanagari = /[\u0900-\u097F]/;

function texts(card: (typeof examInfoCards)[number]): Localized[] {
  return [card.title, card.subtitle, ...card.about.highlights, ...card.examTypes.items];
}

describe('exam info cards', () => {
  it('has about twenty cards with unique, URL-safe ids', () => {
    expect(examInfoCards.length).toBeGreaterThanOrEqual(20);
    const ids = examInfoCards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has every text in Hindi and English', () => {
    for (const card of examInfoCards) {
      expect(card.about.highlights.length).toBeGreaterThan(0);
      expect(card.examTypes.items.length).toBeGreaterThan(0);
      for (const text of texts(card)) {
        expect(text.hi.trim(), `${card.id}: ${text.en}`).not.toBe('');
        expect(text.en.trim(), `${card.id}: ${text.hi}`).not.toBe('');
        // A Hindi title may be the exam's abbreviation alone ("SSC CGL"); everything else reads Hindi.
        if (text !== card.title) expect(text.hi, `${card.id} hi is Hindi`).toMatch(devanagari);
        expect(text.en, `${card.id} en is not Hindi`).not.toMatch(devanagari);
      }
    }
  });

  it('writes exam abbreviations in Latin letters in Hindi titles too, as the test series do', () => {
    // "एसएससी सीजीएल" here and "SSC CGL टियर 1 मॉक टेस्ट" in Test Series read as two exams.
    for (const card of examInfoCards)
      for (const abbreviation of card.title.en.match(/\b[A-Z]{2,}\b/g) ?? [])
        expect(card.title.hi, card.id).toContain(abbreviation);
  });

  it('maps each card to a template of the spec, and no two cards to the same one', () => {
    const keys = examInfoCards.map((c) => c.examKey).filter((k) => k !== undefined);
    for (const key of keys) expect(isExamKey(key) && examTemplates[key]).toBeTruthy();
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds a card by id', () => {
    expect(findExamInfoCard('ssc-cgl')?.title.en).toBe('SSC CGL');
    expect(findExamInfoCard('nope')).toBeUndefined();
  });
});
