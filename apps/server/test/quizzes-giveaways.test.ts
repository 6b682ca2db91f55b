import type { BankQuestion } from '@abhyas/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBank } from '../../../content/library.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { student } from './exam-factories.ts';
import { bankIdsOf, start, t, useQuizApp } from './quiz-fixtures.ts';

/**
 * A quiz never holds two questions where one's explanation answers the other (core's `keepApart`,
 * docs/quizzes.md). The topic holds only the pairs and one other question, and biology has no
 * generated family: without the rule every quiz would hold all five.
 */
useQuizApp();

const topic = { subject: 'biology', topic: 'human-body' } as const;
const bank = loadBank().flatMap((f) => f.questions);
const real = (en: string) => {
  const q = bank.find((b) => b.text.en === en);
  if (!q) throw new Error(`not in content/questions: ${en}`);
  return q;
};
// content/questions/biology/human-body.json: "…the liver is the largest internal organ and largest gland."
const organ = real('Which is the largest organ of the human body?');
const gland = real('Which is the largest gland in the human body?');
const other = real('Bile juice is produced by which organ?');
const written = (
  text: [string, string],
  options: [string, string][],
  explanation: [string, string],
): BankQuestion => ({
  ...topic,
  difficulty: 'easy',
  text: { hi: text[0], en: text[1] },
  options: options.map(([hi, en]) => ({ hi, en })),
  answer: 1,
  explanation: { hi: explanation[0], en: explanation[1] },
});
// A pair written for this test: the fort's explanation names the capital.
const capital = written(
  ['राजस्थान की राजधानी कौन-सा शहर है?', 'Which city is the capital of Rajasthan?'],
  [
    ['जयपुर', 'Jaipur'],
    ['जोधपुर', 'Jodhpur'],
    ['उदयपुर', 'Udaipur'],
    ['अजमेर', 'Ajmer'],
  ],
  ['जयपुर राजस्थान की राजधानी है।', 'Jaipur is the capital of Rajasthan.'],
);
const fort = written(
  ['आमेर का किला मुख्यतः किस पत्थर से बना है?', 'Amer Fort is built mainly of which stone?'],
  [
    ['लाल बलुआ पत्थर', 'Red sandstone'],
    ['ग्रेनाइट', 'Granite'],
    ['स्लेट', 'Slate'],
    ['चूना पत्थर', 'Limestone'],
  ],
  [
    'राजस्थान की राजधानी जयपुर के पास का आमेर का किला लाल बलुआ पत्थर और संगमरमर से बना है।',
    'Amer Fort, near Jaipur, the capital city of Rajasthan, is built of red sandstone and marble.',
  ],
);

let ids: Record<'organ' | 'gland' | 'other' | 'capital' | 'fort', string>;
beforeAll(async () => {
  const stored = await t.database.db.transaction((tx) =>
    storeQuestions(
      tx,
      [organ, gland, other, capital, fort].map((q) => ({ ...q, ...topic })),
    ),
  );
  const [o, g, b, c, f] = stored as [string, string, string, string, string];
  ids = { organ: o, gland: g, other: b, capital: c, fort: f };
});

describe('questions that give each other away', () => {
  it('never puts both of a pair into one quiz, over many draws, and draws each of them', async () => {
    const { headers } = await student(t.app, t.database.db);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const quiz = await start(headers, { ...topic, length: 10 });
      const drawn = new Set(await bankIdsOf(quiz.id));
      expect(drawn.has(ids.organ) && drawn.has(ids.gland)).toBe(false);
      expect(drawn.has(ids.capital) && drawn.has(ids.fort)).toBe(false);
      // One of each pair and the question that conflicts with neither: the quiz is as full as the rule allows.
      expect(drawn.size).toBe(3);
      expect(drawn.has(ids.other)).toBe(true);
      for (const id of drawn) seen.add(id);
    }
    // Which one of a pair comes is the draw's chance, not a fixed preference.
    expect([...seen].sort()).toEqual(Object.values(ids).sort());
  });
});
