import fs from 'node:fs';
import path from 'node:path';
import { expandSetEntries, type QuestionInput, setFileSchema } from '@abhyas/core';
import { bankByRef, loadBank } from '../../../../content/library.ts';
import { repoRoot } from '../../../../test-support/server-process.ts';

/**
 * The honest-ranks rule seals a question for a student until they have submitted every ranked set
 * holding it (docs/honest-ranks.md), and with today's content every authored question sits in a
 * set. A journey that practises a subject first has its student sit (blank, through the API) every
 * seeded set holding a question that `wanted` picks, as a student who has taken those tests would.
 */
export function setSlugsHolding(
  wanted: (q: QuestionInput) => boolean,
  except: readonly string[] = [],
): string[] {
  const bank = bankByRef(loadBank());
  const dir = path.join(repoRoot, 'content/sets');
  const slugs: string[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const file = setFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
    if (!file.set.published || except.includes(file.set.slug)) continue;
    const { questions } = expandSetEntries(file.questions, bank);
    if (questions.some(wanted)) slugs.push(file.set.slug);
  }
  return slugs;
}

/**
 * Starts and submits a first attempt at each set, one after the other. With four mocks an exam a
 * subject sits in some sixty sets, two writes each: past a student's write limit (120 a minute), so a
 * 429 waits the Retry-After it names and tries again, as the app's own outbox does.
 */
export async function sitSets(baseUrl: string, token: string, slugs: readonly string[]): Promise<void> {
  const call = async (url: string, body: unknown): Promise<{ id: string; languages?: string[] }> => {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.min(90, Math.max(1, seconds)) * 1000));
      return call(url, body);
    }
    if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string; languages?: string[] };
  };
  for (const slug of slugs) {
    const attempt = await call('/attempts', { setId: slug, language: 'hi' }).catch(() =>
      call('/attempts', { setId: slug, language: 'en' }),
    );
    await call(`/attempts/${attempt.id}/submit`, {});
  }
}

/** The access token the browser holds after signing in (the journeys sign in through the form). */
export async function tokenOf(page: { evaluate<T>(f: () => T): Promise<T> }): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}
