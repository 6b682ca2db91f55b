/**
 * The community's limits and small rules (docs/community.md). The server enforces them; the web app
 * reads the same numbers to count characters and explain refusals.
 */
export const communityRules = {
  name: { min: 3, max: 60 },
  description: { max: 300 },
  /** Cover colours a group may take (the swatches of the create form), as CSS hex. */
  covers: ['#1d4ed8', '#0f766e', '#b45309', '#be123c', '#7c3aed', '#15803d', '#334155', '#c2410c'] as const,
  /** Groups one user may own (open groups; batch groups belong to their institute). */
  ownedMax: 10,
  /** Groups one user may be a member of. */
  joinedMax: 100,
  /** Members of one open group. */
  membersMax: 5000,
  /** A message's text in characters (Devanagari counts each code unit; 2,000 is a long paragraph). */
  message: { min: 1, max: 2000 },
  /** Messages per user: a burst over a short window, and a daily cap per Indian day. */
  rate: { burst: 10, windowSeconds: 10, dailyMax: 1000 },
  /** Reactions a message shows; one user may give each once (toggling). */
  reactions: ['👍', '❤️', '😂', '😮', '🙏', '🎉'] as const,
  /** Slow mode choices in seconds between one member's messages (0 = off). */
  slowModeSeconds: [0, 10, 30, 60, 300] as const,
  /** Mute choices in minutes (0 = unmute). */
  muteMinutes: [0, 10, 60, 1440, 10080] as const,
  /** Messages per history page (REST) and per catch-up call. */
  page: { default: 50, max: 100 },
  /** Discover: results per page, search text length. */
  discover: { page: 20, queryMax: 80 },
  /** Invite codes: as the institutes' (no 0/O, 1/I). */
  codeAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  codeLength: 8,
  report: { reasonMax: 300 },
  /** A typing indicator stops by itself if no typingStop arrives. */
  typingTimeoutMs: 6000,
} as const;

/** One of the cover colours a group may take. */
export type GroupCover = (typeof communityRules.covers)[number];

export const groupRoles = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof groupRoles)[number];

/** Owners and admins moderate (remove members and messages, mute, slow mode, hide). */
export function canModerate(role: GroupRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * May `actor` remove, mute or change the role of `target`? Moderators act on plain members; only the
 * owner acts on admins; nobody acts on the owner (ownership is handed over, never taken).
 */
export function canActOn(actor: GroupRole | null | undefined, target: GroupRole): boolean {
  if (target === 'owner') return false;
  if (actor === 'owner') return true;
  return actor === 'admin' && target === 'member';
}

const mentionPattern = /(^|[^\w@])@([a-zA-Z0-9_.]{3,30})/g;

/** The usernames a message mentions (`@name`), lower-cased, each once, at most 10. */
export function mentionsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(mentionPattern)) {
    found.add((match[2] as string).replace(/\.+$/, '').toLowerCase());
    if (found.size >= 10) break;
  }
  return [...found];
}

/** A one-line preview of a message for lists and notifications (whitespace folded, cut with an ellipsis). */
export function messagePreview(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The socket.io room of a group and of a user (every socket of the user joins its user room). */
export const groupRoom = (groupId: string) => `group:${groupId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Characters that change how text reads without being seen: bidi embeddings, overrides and isolates
 * (a right-to-left override turns "UPSC laiciffo" into "UPSC official"), marks, the zero-width space,
 * the word joiner and the BOM. Names and messages drop them. The zero-width joiner and non-joiner stay:
 * Hindi half-forms and emoji sequences are written with them.
 */
const invisibleControls = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const joinersAndSpace = /[\s\u200C\u200D]/g;

export function withoutInvisible(text: string): string {
  return text.replace(invisibleControls, '');
}

/** Something a reader can see is left once joiners and white space are set aside. */
export function hasVisibleText(text: string): boolean {
  return text.replace(joinersAndSpace, '').length > 0;
}
