import { ruleMessagesEn } from '../auth/rules.ts';

/**
 * Characters no text may carry: NUL (PostgreSQL text and jsonb refuse it) and a UTF-16 surrogate
 * without its partner (not a character at all: jsonb refuses its escape, UTF-8 cannot encode it).
 * Everything else a student can type, Devanagari and emoji included, is allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const forbidden = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacter(text: string): boolean {
  return forbidden.test(text);
}

/**
 * The path of the first string (or object key) in a parsed request part that holds a forbidden
 * character; undefined when there is none. Walks plain JSON values with a stack of its own, so a
 * body nested thousands of levels deep cannot exhaust the call stack.
 */
export function findForbiddenCharacter(value: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: at, path } = next;
    if (typeof at === 'string') {
      if (hasForbiddenCharacter(at)) return path;
    } else if (Array.isArray(at)) {
      for (let i = at.length - 1; i >= 0; i -= 1) stack.push({ value: at[i], path: [...path, i] });
    } else if (at && typeof at === 'object') {
      const entries = Object.entries(at);
      // A key with a forbidden character is named by its printable part.
      const badKey = entries.find(([key]) => hasForbiddenCharacter(key));
      if (badKey) return [...path, badKey[0].replace(new RegExp(forbidden, 'g'), '')];
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

export const inputMessagesEn: Record<string, string> = {
  'validation.forbiddenCharacter':
    'contains a character that is not allowed (NUL or a broken Unicode character)',
};
Object.assign(ruleMessagesEn, inputMessagesEn);
