import { type ChatMessage, communityRules, messagePreview } from '@abhyas/core';
import type { GroupMessageRow } from '../../db/schema/index.ts';

/** What a message needs besides its row: its author, its reactions, its shared question's stem. */
export interface MessageExtras {
  author: { id: string; name: string; username: string } | null;
  reactions: readonly { emoji: string; count: number; mine: boolean }[];
  question: { textHi: string; textEn: string } | null;
  /** The shared question is sealed for this reader (or, in a broadcast, may be for a member). */
  stemHidden?: boolean;
}

/** The characters of a shared question's stem a card shows (never its options, key or explanation). */
const questionPreviewMax = 160;
const emojiOrder = new Map<string, number>(communityRules.reactions.map((e, i) => [e, i]));
type Emoji = (typeof communityRules.reactions)[number];

/**
 * The only place a message row becomes a ChatMessage. A deleted or hidden message keeps its place
 * (seq, author, times) but shows no text and no question to anyone: a tombstone.
 */
export function presentMessage(row: GroupMessageRow, extras: MessageExtras): ChatMessage {
  const gone = row.deletedAt !== null || row.hiddenAt !== null;
  return {
    id: row.id,
    groupId: row.groupId,
    seq: row.seq,
    clientId: row.clientId,
    kind: row.kind,
    author: extras.author,
    text: gone ? null : row.text,
    question:
      gone || !row.questionId || !extras.question
        ? null
        : {
            questionId: row.questionId,
            preview: extras.stemHidden
              ? null
              : {
                  hi: messagePreview(extras.question.textHi, questionPreviewMax),
                  en: messagePreview(extras.question.textEn, questionPreviewMax),
                },
          },
    replyToSeq: row.replyToSeq,
    reactions: gone
      ? []
      : extras.reactions
          .filter((r): r is { emoji: Emoji; count: number; mine: boolean } => emojiOrder.has(r.emoji))
          .sort((a, b) => (emojiOrder.get(a.emoji) ?? 0) - (emojiOrder.get(b.emoji) ?? 0))
          .map((r) => ({ emoji: r.emoji, count: r.count, mine: r.mine })),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}
