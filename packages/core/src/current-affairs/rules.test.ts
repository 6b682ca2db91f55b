import { describe, expect, it } from 'vitest';
import { addMonths } from '../days/calendar-day.ts';
import { bankQuestionSchema } from '../questions/contracts.ts';
import { expiryOf, isCurrent } from './rules.ts';

const question = (over: Record<string, unknown>) => ({
  subject: 'current-affairs',
  topic: 'ca-sports',
  difficulty: 'easy',
  text: { hi: '9 मार्च 2025 को चैंपियंस ट्रॉफ़ी किसने जीती?', en: 'Who won the Champions Trophy on 9 March 2025?' },
  options: [
    { hi: 'भारत', en: 'India' },
    { hi: 'न्यूज़ीलैंड', en: 'New Zealand' },
    { hi: 'ऑस्ट्रेलिया', en: 'Australia' },
    { hi: 'इंग्लैंड', en: 'England' },
  ],
  answer: 1,
  explanation: { hi: 'भारत ने फ़ाइनल जीता।', en: 'India won the final.' },
  ...over,
});
const rulesOf = (over: Record<string, unknown>) => {
  const parsed = bankQuestionSchema.safeParse(question(over));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('current affairs', () => {
  it('practises a fact for two years unless its author says sooner, the expiry day included', () => {
    expect(expiryOf('2025-03-09')).toBe('2027-03-09');
    expect(expiryOf('2025-03-09', '2026-03-31')).toBe('2026-03-31');
    expect(isCurrent('2027-03-09', '2027-03-09')).toBe(true);
    expect(isCurrent('2027-03-09', '2027-03-10')).toBe(false);
    // Every other subject has no expiry.
    expect(isCurrent(null, '2099-01-01')).toBe(true);
  });

  it('adds months within the month it lands in', () => {
    expect(addMonths('2024-02-29', 24)).toBe('2026-02-28');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 2)).toBe('2026-02-15');
  });

  it('asks a current-affairs question for the date of its fact, and no other question for one', () => {
    expect(rulesOf({ factDate: '2025-03-09' })).toEqual([]);
    expect(rulesOf({})).toEqual(['factDate: validation.question.factDateRequired']);
    expect(rulesOf({ factDate: '2025-02-30' })).toEqual(['factDate: validation.currentAffairs.day']);
    expect(rulesOf({ factDate: '2025-03-09', expiresOn: '2025-03-09' })).toEqual([
      'expiresOn: validation.question.expiryBeforeFact',
    ]);
    expect(rulesOf({ subject: 'sports', topic: 'cricket', factDate: '2025-03-09' })).toEqual([
      'factDate: validation.question.factDateOnlyCurrentAffairs',
    ]);
  });
});
