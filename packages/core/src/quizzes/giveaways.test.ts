import { describe, expect, it } from 'vitest';
import { loadBank } from '../../../../content/library.ts';
import { type Explained, giveEachOtherAway, givesAway, keepApart } from './giveaways.ts';

const bank = loadBank().flatMap((f) => f.questions);
/** A bank question of content/ by its English text, in the draw's shape (0-based key). */
function real(en: string): Explained {
  const q = bank.find((b) => b.text.en === en);
  if (!q) throw new Error(`not in content/questions: ${en}`);
  return { ...q, correctOption: q.answer - 1 };
}
const q = (text: string, options: string[], key: number, explanation: string, hi = false): Explained => {
  const l = (s: string) => (hi ? { hi: s, en: 'x' } : { hi: 'x', en: s });
  return { text: l(text), options: options.map(l), correctOption: key, explanation: l(explanation) };
};

// content/questions/biology/human-body.json: the first one's explanation names the second's answer.
const organ = real('Which is the largest organ of the human body?');
const gland = real('Which is the largest gland in the human body?');

describe('questions that give each other away', () => {
  it('finds the real pair of the bank: "the liver is the largest gland" answers "which is the largest gland?"', () => {
    expect(organ.explanation.en).toContain('the liver is the largest internal organ and largest gland');
    expect(givesAway(organ, gland)).toBe(true);
    // The other way round the gland explanation does not name the skin: one direction is enough.
    expect(givesAway(gland, organ)).toBe(false);
    expect(giveEachOtherAway(gland, organ)).toBe(true);
  });

  it('reads the Hindi too', () => {
    const capital = q('राजस्थान की राजधानी कौन-सी है?', ['जयपुर', 'जोधपुर', 'उदयपुर', 'अजमेर'], 0, 'x', true);
    const fort = q(
      'आमेर का किला किस शहर के पास है?',
      ['अजमेर', 'बीकानेर', 'कोटा', 'जैसलमेर'],
      0,
      'आमेर का किला जयपुर के पास है; जयपुर राजस्थान की राजधानी है।',
      true,
    );
    expect(givesAway(fort, capital)).toBe(true);
  });

  it('needs the answer and two terms of the question: neither alone, nor a generic or short answer', () => {
    const river = q(
      'Which river flows through the city of Patna?',
      ['Ganga', 'Yamuna', 'Kosi', 'Son'],
      0,
      'x',
    );
    // The answer alone: another fact about the Ganga.
    const onlyAnswer = q('Q?', ['a', 'b', 'c', 'd'], 0, 'The Ganga rises at Gangotri.');
    // Two terms alone: the same city, another fact.
    const onlyTerms = q('Q?', ['a', 'b', 'c', 'd'], 0, 'The city of Patna flows with history.');
    expect(givesAway(onlyAnswer, river)).toBe(false);
    expect(givesAway(onlyTerms, river)).toBe(false);
    const both = q('Q?', ['a', 'b', 'c', 'd'], 0, 'The Ganga flows past the city of Patna.');
    expect(givesAway(both, river)).toBe(true);
    const generic = q('Which river flows through Patna city?', ['All of these', 'b', 'c', 'd'], 0, 'x');
    const short = q('Which river flows through Patna city?', ['Son', 'b', 'c', 'd'], 0, 'x');
    const says = q('Q?', ['a', 'b', 'c', 'd'], 0, 'All of these rivers: the Son flows through Patna city.');
    expect(givesAway(says, generic)).toBe(false);
    expect(givesAway(says, short)).toBe(false);
  });

  it("does not count the answer's own words among the question's terms (word-list questions)", () => {
    const order = q(
      'Which word comes third in a dictionary: Planet, Plaster, Plant, Plate?',
      ['Plant', 'b', 'c', 'd'],
      0,
      'x',
    );
    // "plant" is both the answer and a word of the question: it counts once, as the answer.
    const planet = q('Q?', ['a', 'b', 'c', 'd'], 0, 'A plant cell is not a planet.');
    expect(givesAway(planet, order)).toBe(false);
    const answers = q(
      'Q?',
      ['a', 'b', 'c', 'd'],
      0,
      'In order: Planet, Plant, Plaster, Plate; plant comes third.',
    );
    expect(givesAway(answers, order)).toBe(true);
  });

  it('keeps candidates in order and skips one that conflicts with a question already kept', () => {
    const other = real('Bile juice is produced by which organ?');
    const kept: Explained[] = [];
    expect(keepApart([organ, gland, other], 3, (c) => c, kept)).toEqual([organ, other]);
    expect(kept).toEqual([organ, other]);
    // A later step of the same draw still keeps the gland out.
    expect(keepApart([gland], 1, (c) => c, kept)).toEqual([]);
    expect(keepApart([gland, other], 1, (c) => c, [])).toEqual([gland]);
  });
});
