import { describe, expect, it } from 'vitest';
import { isAllowedImage, strictQuestionInputSchema } from '../questions/contracts.ts';
import { findForbiddenCharacter, hasForbiddenCharacter } from './input.ts';

describe('forbidden characters', () => {
  it('finds NUL and lone surrogates, and nothing in Hindi, emoji or other control characters', () => {
    for (const bad of ['a\u0000', '\ud800', 'x\udfffy', '\udc00\ud800'])
      expect(hasForbiddenCharacter(bad)).toBe(true);
    for (const good of ['अभ्यास', '😀', 'tab\there', '\u0001', ''])
      expect(hasForbiddenCharacter(good)).toBe(false);
  });

  it('names the path of the first bad string or key, in document order, however deep', () => {
    expect(findForbiddenCharacter({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }], e: '\u0000' })).toEqual([
      'b',
      1,
      'd',
    ]);
    expect(findForbiddenCharacter({ 'k\u0000ey': 1 })).toEqual(['key']);
    expect(findForbiddenCharacter({ a: ['fine', 2, null, true] })).toBeUndefined();
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(findForbiddenCharacter(deep)).toHaveLength(20_000);
  });
});

describe('question images', () => {
  it('are https: addresses without credentials or /media/ paths of our own site', () => {
    for (const ok of [
      'https://example.org/a.png',
      'HTTPS://example.org/a.png?x=1',
      '/media/questions/map-1.png',
    ])
      expect(isAllowedImage(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.org/a.png',
      '//evil.example/a.png',
      'https://user:pw@example.org/a.png',
      '/api/me',
      '/media/../api/me',
      '/media//evil.example/a.png',
      'media/a.png',
      'https://',
    ])
      expect(isAllowedImage(bad), bad).toBe(false);
  });

  it('refuse an unknown field of a question body, nested ones included', () => {
    const question = {
      section: 1,
      subject: 'geography',
      topic: 'indian-geography',
      difficulty: 'easy',
      text: { hi: 'भारत की राजधानी?', en: 'Capital of India?' },
      options: ['दिल्ली', 'मुंबई', 'पटना', 'भोपाल'].map((hi, i) => ({ hi, en: `Option ${i}` })),
      answer: 1,
      explanation: { hi: 'दिल्ली राजधानी है।', en: 'Delhi is.' },
    };
    expect(strictQuestionInputSchema.safeParse(question).success).toBe(true);
    const extra = strictQuestionInputSchema.safeParse({ ...question, id: 'x' });
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
    const nested = strictQuestionInputSchema.safeParse({ ...question, text: { ...question.text, mr: 'x' } });
    expect(nested.error?.issues[0]).toMatchObject({ path: ['text'], message: 'validation.unknownField' });
    const image = strictQuestionInputSchema.safeParse({ ...question, image: 'javascript:alert(1)' });
    expect(image.error?.issues[0]).toMatchObject({
      path: ['image'],
      message: 'validation.question.imageInvalid',
    });
  });
});
