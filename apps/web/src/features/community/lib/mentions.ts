/**
 * `@username` in the composer and in messages. The server notifies the members a message names
 * (core's `mentionsIn`: `@` after a start or a non-word character, 3–30 of a-z 0-9 _ .); these
 * helpers offer the group's members while one is typed and mark them in the messages shown.
 */

/** What the composer needs of a member to offer them. */
export interface Mentionable {
  userId: string;
  name: string;
  username: string;
}

/** The `@word` being typed just before the caret: where its `@` is and what follows it (maybe ''). */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\w@])@([a-zA-Z0-9_.]{0,30})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/**
 * The members to offer for a typed query: usernames that start with it first, then names or
 * usernames that contain it (Hindi names too), never the writer; at most `limit`.
 */
export function matchMembers<M extends Mentionable>(
  members: readonly M[],
  query: string,
  me: string,
  limit = 6,
): M[] {
  const q = query.toLowerCase();
  const others = members.filter((m) => m.userId !== me);
  const starts = others.filter((m) => m.username.toLowerCase().startsWith(q));
  const contains = others.filter(
    (m) => !starts.includes(m) && (m.username.toLowerCase().includes(q) || m.name.toLowerCase().includes(q)),
  );
  return [...starts, ...contains].slice(0, limit);
}

/** The text with the typed `@query` (from `start` to the caret) replaced by `@username ` and the caret after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  // A space already after the caret is not doubled.
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

export type Segment = { text: string; mention: boolean };

/**
 * A message's text cut into plain parts and `@username` parts of members (lower-cased set), with the
 * server's pattern; the parts are rendered as text, so nothing here is ever HTML.
 */
export function splitMentions(text: string, usernames: ReadonlySet<string>): Segment[] {
  const parts: Segment[] = [];
  let from = 0;
  for (const match of text.matchAll(/(^|[^\w@])@([a-zA-Z0-9_.]{3,30})/g)) {
    // A trailing full stop ends the sentence, not the name (as core's mentionsIn reads it).
    const name = (match[2] as string).replace(/\.+$/, '');
    if (!usernames.has(name.toLowerCase())) continue;
    const at = (match.index ?? 0) + (match[1] as string).length;
    if (at > from) parts.push({ text: text.slice(from, at), mention: false });
    parts.push({ text: `@${name}`, mention: true });
    from = at + 1 + name.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mention: false });
  return parts;
}
