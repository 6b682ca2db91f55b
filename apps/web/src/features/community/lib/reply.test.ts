import { describe, expect, it } from 'vitest';
import { replyPreview } from './reply';
import { message } from './test-messages';

describe('the line that stands for a replied-to message', () => {
  it('is the writer and the text on one line, cut with an ellipsis', () => {
    const long = `पहली पंक्ति\nदूसरी पंक्ति ${'शब्द '.repeat(30)}`;
    const p = replyPreview(message(3, { text: long }), 'hi', 40);
    expect(p).toMatchObject({ kind: 'text', author: 'Asha' });
    if (p.kind !== 'text') throw new Error('text expected');
    expect(p.text.startsWith('पहली पंक्ति दूसरी पंक्ति')).toBe(true);
    expect(p.text.length).toBeLessThanOrEqual(40);
    expect(p.text.endsWith('…')).toBe(true);
  });
  it('says "earlier message" for one not loaded, and never shows a deleted or hidden text', () => {
    expect(replyPreview(undefined, 'en')).toEqual({ kind: 'earlier' });
    expect(replyPreview(message(4, { deletedAt: '2026-11-28T10:00:00Z' }), 'en')).toEqual({
      kind: 'deleted',
      author: 'Asha',
    });
    expect(replyPreview(message(5, { hiddenAt: '2026-11-28T10:00:00Z' }), 'en')).toEqual({
      kind: 'hidden',
      author: 'Asha',
    });
  });
  it('stands for a shared question by its opening words in the reader’s language', () => {
    const q = { questionId: 'q1', preview: { hi: 'संविधान का अनुच्छेद 21…', en: 'Article 21 of…' } };
    expect(replyPreview(message(6, { text: '', question: q }), 'en')).toEqual({
      kind: 'question',
      author: 'Asha',
      text: 'Article 21 of…',
    });
  });
});
