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
  // Each entry points at its parent instead of copying the path: linear however deep the value is.
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  const pathOf = (entry: Entry, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let e: Entry | undefined = entry; e?.key !== undefined; e = e.parent) path.unshift(e.key);
    return path;
  };
  const stack: Entry[] = [{ value }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const at = next.value;
    if (typeof at === 'string') {
      if (hasForbiddenCharacter(at)) return pathOf(next);
    } else if (Array.isArray(at)) {
      for (let i = at.length - 1; i >= 0; i -= 1) stack.push({ value: at[i], key: i, parent: next });
    } else if (at && typeof at === 'object') {
      const entries = Object.entries(at);
      // A key with a forbidden character is named by its printable part.
      const badKey = entries.find(([key]) => hasForbiddenCharacter(key));
      if (badKey) return pathOf(next, badKey[0].replace(new RegExp(forbidden, 'g'), ''));
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: next });
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
