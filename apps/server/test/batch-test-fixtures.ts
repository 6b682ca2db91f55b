import { readFileSync } from 'node:fs';
import type { App } from '../src/app.ts';
import { bearer } from './factories.ts';

/** A question file of test/question-files as base64. */
export const fileBase64 = (name: string) =>
  readFileSync(new URL(`./question-files/${name}`, import.meta.url)).toString('base64');

/** Calls an institute route as `token` (none: anonymous). */
export const orgCall = (
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/organisations/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/** `n` questions of the content import's JSON format, each text unique by `tag`. */
export const jsonQuestions = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    subject: 'history',
    topic: 'modern-history',
    difficulty: 'medium',
    text: { hi: `प्रश्न ${tag}-${i + 1}: कौन सा वर्ष?`, en: `Question ${tag}-${i + 1}: which year?` },
    options: [0, 1, 2, 3].map((k) => ({ hi: `${1900 + i * 4 + k}`, en: `${1900 + i * 4 + k}` })),
    answer: (i % 4) + 1,
    explanation: { hi: `व्याख्या ${i + 1}`, en: `Because ${i + 1}` },
  }));

export const jsonImport = (tag: string, n: number) => ({
  format: 'json',
  fileName: `${tag}.json`,
  contentBase64: Buffer.from(JSON.stringify(jsonQuestions(tag, n))).toString('base64'),
});
