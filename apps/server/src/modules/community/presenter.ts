import {
  canModerate,
  type ExamKey,
  type GroupDetail,
  type GroupMember,
  type GroupRole,
  type GroupSummary,
  isExamKey,
  type ModerationEntry,
  messagePreview,
  moderationActions,
} from '@abhyas/core';
import type { GroupRow } from '../../db/schema/index.ts';

/** The only place group, member and moderation rows become contracts (docs/community.md). */

export interface GroupView {
  group: GroupRow;
  /** The viewer's membership; null when they are not a member (a public group's card). */
  member: { role: GroupRole; lastReadSeq: number; mutedUntil: Date | null } | null;
  /** The message at the group's `last_seq`; `text` null when it was deleted or hidden. */
  last: { seq: number; text: string | null; authorName: string | null; at: Date } | null;
}

const examKeyOf = (value: string | null): ExamKey | null => (isExamKey(value) ? value : null);

/**
 * A group as a list shows it. A non-member (discovery) sees the card, not the chat: no last message,
 * no unread count. A deleted or hidden last message keeps its time but shows no text.
 */
export function presentGroupSummary(view: GroupView): GroupSummary {
  const { group, member, last } = view;
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    examKey: examKeyOf(group.examKey),
    visibility: group.visibility,
    kind: group.kind,
    cover: group.cover,
    memberCount: group.memberCount,
    myRole: member?.role ?? null,
    lastMessage:
      member && last
        ? {
            seq: last.seq,
            preview: last.text === null ? '' : messagePreview(last.text),
            authorName: last.authorName,
            at: last.at.toISOString(),
          }
        : null,
    // Seqs are dense (a send takes the next number), so the difference is the number of messages.
    unreadCount: member ? Math.max(group.lastSeq - member.lastReadSeq, 0) : 0,
    lastActivityAt: group.lastActivityAt.toISOString(),
    archivedAt: group.archivedAt?.toISOString() ?? null,
  };
}

/**
 * One group for its screen. The invite code only to an open group's owner and admins (a batch group
 * is never joined by code); a running mute only to the muted member themself.
 */
export function presentGroupDetail(view: GroupView, now: Date): GroupDetail {
  const { group, member } = view;
  const mutedUntil = member?.mutedUntil && member.mutedUntil > now ? member.mutedUntil : null;
  return {
    ...presentGroupSummary(view),
    inviteCode: group.kind === 'open' && canModerate(member?.role) ? group.inviteCode : null,
    slowModeSeconds: group.slowModeSeconds,
    lastSeq: group.lastSeq,
    myLastReadSeq: member?.lastReadSeq ?? 0,
    myMutedUntil: mutedUntil?.toISOString() ?? null,
  };
}

export interface MemberFacts {
  userId: string;
  name: string;
  username: string;
  role: GroupRole;
  joinedAt: Date;
  mutedUntil: Date | null;
  lastReadSeq: number;
}

/** A member as the members list shows them; `mutedUntil` (a running mute) only to moderators. */
export function presentGroupMember(row: MemberFacts, viewerRole: GroupRole, now: Date): GroupMember {
  const muted = row.mutedUntil && row.mutedUntil > now ? row.mutedUntil : null;
  return {
    userId: row.userId,
    name: row.name,
    username: row.username,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    mutedUntil: canModerate(viewerRole) ? (muted?.toISOString() ?? null) : null,
    lastReadSeq: row.lastReadSeq,
  };
}

export interface ModerationRow {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  targetUserId: string | null;
  targetName: string | null;
  messageSeq: number | null;
  detail: unknown;
  createdAt: Date;
}

const actions: readonly string[] = moderationActions;

const isAction = (value: string): value is ModerationEntry['action'] => actions.includes(value);

/** `logModeration` stores the detail as `{ text }`; anything else shows as no detail. */
function detailText(detail: unknown): string | null {
  if (detail && typeof detail === 'object' && 'text' in detail) {
    const text = (detail as { text: unknown }).text;
    return typeof text === 'string' ? text : null;
  }
  return null;
}

/** A log entry; an action this build does not know (a newer node wrote it) is left out by the caller. */
export function presentModerationEntry(row: ModerationRow): ModerationEntry | null {
  if (!isAction(row.action)) return null;
  return {
    id: row.id,
    action: row.action,
    actor: row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null,
    targetUser: row.targetUserId && row.targetName ? { id: row.targetUserId, name: row.targetName } : null,
    messageSeq: row.messageSeq,
    detail: detailText(row.detail),
    at: row.createdAt.toISOString(),
  };
}
