import fs from 'node:fs';
import path from 'node:path';

/**
 * The checks push-content.test.ts makes of every push it catches (issue 22, scenario 20): which
 * files send a push, whether a decrypted payload carries a question's text, options, explanation or
 * an answer sheet's words, and whether it has the one shape {title, body, url}. Kept apart from the
 * test's set-up so each can be read in one sitting.
 */

/** Every kind of push the server sends, and the file that sends it (relative to apps/server/src). */
export const callSites = {
  organisationNotice: 'modules/notifications/services/create-organisation-notification.ts',
  resultReady: 'modules/attempts/sweeper.ts',
  keyCorrected: 'modules/questions/key-corrections.ts',
  attendanceMarked: 'modules/attendance/services/absence-notices.ts',
  addedToBatch: 'modules/batches/batch-notices.ts',
  chatMention: 'modules/community/services/chat-notices.ts',
  chatReply: 'modules/community/services/chat-notices.ts',
  organisationApproved: 'modules/organisations/decision-notice.ts',
  organisationRejected: 'modules/organisations/decision-notice.ts',
  liveReminder: 'modules/live-tests/services/remind.ts',
  liveResults: 'modules/live-tests/services/publish.ts',
  potdNew: 'modules/potd/daily-notices.ts',
  streakAtRisk: 'modules/potd/daily-notices.ts',
} as const;
export type PushKind = keyof typeof callSites;

/** What of a question must never reach a lock screen. */
export interface QuestionContent {
  textHi: string;
  textEn: string;
  options: { hi: string; en: string }[];
  explanationHi: string;
  explanationEn: string;
}

// ---- The checks (each shown to fail on a bad payload in the first describe) ----

/** Words of an answer sheet or a question row: none belongs in a push. */
export const sheetWords = ['isCorrect', 'correctOption', 'explanation'];
/** A fragment this long is a probe too: a body cut to size (pushPayload) still shows a question's opening. */
export const PREFIX = 20;

/** The exam content found in a decrypted payload: every text, option or explanation of `involved`. */
export function examContentIn(payload: string, involved: readonly QuestionContent[]): string[] {
  const found = new Set<string>();
  const lower = payload.toLowerCase();
  for (const word of sheetWords) if (lower.includes(word.toLowerCase())) found.add(word);
  for (const q of involved) {
    const fragments = [
      q.textHi,
      q.textEn,
      q.explanationHi,
      q.explanationEn,
      ...q.options.flatMap((o) => [o.hi, o.en]),
    ];
    for (const f of fragments) {
      if (f.trim() === '') continue;
      if (payload.includes(f)) found.add(f);
      else if (f.length > PREFIX && payload.includes(f.slice(0, PREFIX))) found.add(f.slice(0, PREFIX));
    }
  }
  return [...found];
}

/** What is wrong with a decrypted payload's shape: exactly {title, body, url}, strings, url a path. */
export function shapeProblems(plain: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return ['not JSON'];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return ['not an object'];
  const problems: string[] = [];
  const keys = Object.keys(parsed).sort();
  if (JSON.stringify(keys) !== JSON.stringify(['body', 'title', 'url']))
    problems.push(`keys ${keys.join(',')}`);
  const record = parsed as Record<string, unknown>;
  for (const k of ['title', 'body', 'url'])
    if (typeof record[k] !== 'string') problems.push(`${k} is not a string`);
  // A path of the web app: one leading slash (not "//host", not "https://…").
  if (typeof record.url === 'string' && !/^\/(?!\/)/.test(record.url)) problems.push(`url ${record.url}`);
  return problems;
}

/** Marks, ranks or counts: any digit, Latin or Devanagari. */
export const hasDigit = (s: string) => /[0-9०-९]/.test(s);

/** A push sent by hand in the source: `push.send(` or `push` then `.send(` on the next line. */
export const pushSendCall = /\bpush\s*\.send\(/;

/** The files under `dir` (the server's source, tests excluded) that send a push, relative and sorted. */
export function pushCallSites(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => pushSendCall.test(fs.readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
