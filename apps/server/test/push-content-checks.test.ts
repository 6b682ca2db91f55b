import { describe, expect, it } from 'vitest';
import {
  examContentIn,
  hasDigit,
  PREFIX,
  pushSendCall,
  type QuestionContent,
  shapeProblems,
  sheetWords,
} from './push-content-checks.ts';

// The checks push-content.test.ts holds every push against, each shown to find what it looks for.
describe('the checks themselves', () => {
  const q: QuestionContent = {
    textHi: 'भारत की राजधानी क्या है?',
    textEn: 'What is the capital of India, the country?',
    options: [
      { hi: 'दिल्ली', en: 'Delhi' },
      { hi: 'मुंबई', en: 'Mumbai' },
    ],
    explanationHi: 'सरकार वहीं बैठती है।',
    explanationEn: 'The seat of the government sits there.',
  };
  const payload = (body: string, extra: object = {}) =>
    JSON.stringify({ title: 'Your result is ready', body, url: '/quiz-dashboard', ...extra });

  it('finds a question’s text, an option, an explanation or an answer sheet’s word in a payload', () => {
    expect(examContentIn(payload('See your result.'), [q])).toEqual([]);
    expect(examContentIn(payload(`Q: ${q.textEn}`), [q])).toEqual([q.textEn]);
    expect(examContentIn(payload(q.textHi), [q])).toEqual([q.textHi]);
    expect(examContentIn(payload('answer: मुंबई'), [q])).toEqual(['मुंबई']);
    expect(examContentIn(payload(q.explanationEn), [q])).toEqual([q.explanationEn]);
    // A body cut to size still shows the question's opening.
    expect(examContentIn(payload(`${q.textEn.slice(0, 25)}…`), [q])).toEqual([q.textEn.slice(0, PREFIX)]);
    for (const word of sheetWords) expect(examContentIn(payload('x', { [word]: 1 }), [])).toEqual([word]);
    expect(examContentIn(payload('Explanation: because'), [])).toEqual(['explanation']);
  });

  it('refuses a payload of any other shape, or whose url leads off the app', () => {
    expect(shapeProblems(payload('ok'))).toEqual([]);
    expect(shapeProblems('plain text')).toEqual(['not JSON']);
    expect(shapeProblems('[]')).toEqual(['not an object']);
    expect(shapeProblems(payload('ok', { answer: 2 }))).toEqual(['keys answer,body,title,url']);
    expect(shapeProblems(JSON.stringify({ title: 'T', body: 'B' }))).toEqual([
      'keys body,title',
      'url is not a string',
    ]);
    expect(shapeProblems(payload('ok', { url: 'https://evil.example/x' }))).toEqual([
      'url https://evil.example/x',
    ]);
    expect(shapeProblems(payload('ok', { url: '//evil.example/x' }))).toEqual(['url //evil.example/x']);
    expect(shapeProblems(payload('ok', { body: 12 }))).toEqual(['body is not a string']);
  });

  it('sees marks in either script, and finds a push sent on one line or two', () => {
    expect(hasDigit('See your new score')).toBe(false);
    expect(hasDigit('Your score: 12.5')).toBe(true);
    expect(hasDigit('आपका स्कोर १२')).toBe(true);
    expect(pushSendCall.test('await d.push.send([id], m)')).toBe(true);
    expect(pushSendCall.test('void d.push\n      .send(ids, m)')).toBe(true);
    expect(pushSendCall.test('webpush.sendNotification(sub)')).toBe(false);
    expect(pushSendCall.test('d.pushes.send(x)')).toBe(false);
  });
});
