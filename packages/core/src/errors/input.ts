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
 * character; undefined when there is none. Walks plain JSON values only.
 */
export function findForbiddenCharacter(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findForbiddenCharacter(item, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A key with a forbidden character is named by its printable part.
      if (hasForbiddenCharacter(key)) return [...path, key.replace(new RegExp(forbidden, 'g'), '')];
      const found = findForbiddenCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export const inputMessagesEn: Record<string, string> = {
  'validation.forbiddenCharacter':
    'contains a character that is not allowed (NUL or a broken Unicode character)',
};
Object.assign(ruleMessagesEn, inputMessagesEn);
