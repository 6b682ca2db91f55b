import { type ChatMessage, messagePreview } from '@abhyas/core';

/**
 * The one line that stands for a replied-to message (in the composer's "replying to" bar and in the
 * quote above a reply): its writer and its text folded to one line, or what stands in for the text.
 */
export type ReplyPreview =
  | { kind: 'text'; author: string | null; text: string }
  | { kind: 'question'; author: string | null; text: string }
  | { kind: 'deleted' | 'hidden'; author: string | null }
  /** Not among the messages loaded on this phone (older than the history scrolled to). */
  | { kind: 'earlier' };

export function replyPreview(message: ChatMessage | undefined, lang: 'hi' | 'en', max = 70): ReplyPreview {
  if (!message) return { kind: 'earlier' };
  const author = message.author?.name ?? null;
  if (message.deletedAt) return { kind: 'deleted', author };
  if (message.hiddenAt) return { kind: 'hidden', author };
  const text = message.text ? messagePreview(message.text, max) : '';
  if (text) return { kind: 'text', author, text };
  if (message.question) {
    const q = message.question.preview;
    return { kind: 'question', author, text: q ? messagePreview(q[lang] || q.hi || q.en, max) : '' };
  }
  return { kind: 'text', author, text: '' };
}
