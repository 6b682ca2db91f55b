import { type ChatMessage, chatMessageSchema, type History, historySchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { groupPath } from './keys';

/** GET /api/community/groups/{groupId}/messages?before=&after=&limit= (ascending seq). */
export async function fetchHistory(
  groupId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<History> {
  return historySchema.parse(await apiGet<unknown>(`${groupPath(groupId)}/messages`, { query }));
}

/** POST /api/community/groups/{groupId}/messages: the REST send (sharing a question from the bank). */
export async function postMessage(
  groupId: string,
  body: { clientId: string; text: string; questionId?: string },
): Promise<ChatMessage> {
  const answer = await apiPost<unknown>(`${groupPath(groupId)}/messages`, body);
  return messageFromAnswer(answer) ?? chatMessageSchema.parse(answer);
}

/** A write's answer as a message: the message itself, or `{ message }` like the socket's ack; else null. */
export function messageFromAnswer(answer: unknown): ChatMessage | null {
  const wrapped = chatMessageSchema.safeParse((answer as { message?: unknown } | null)?.message);
  if (wrapped.success) return wrapped.data;
  const direct = chatMessageSchema.safeParse(answer);
  return direct.success ? direct.data : null;
}

/** POST …/messages/{messageId}/report {reason}: the group's moderators see it in their log. */
export function useReportMessage(groupId: string) {
  return useMutation({
    mutationFn: (input: { messageId: string; reason: string }) =>
      apiPost<unknown>(`${groupPath(groupId)}/messages/${encodeURIComponent(input.messageId)}/report`, {
        reason: input.reason,
      }),
  });
}

/** POST …/messages/{messageId}/hide: a moderator hides a message for everyone. */
export function useHideMessage(groupId: string) {
  return useMutation({
    mutationFn: (messageId: string) =>
      apiPost<unknown>(`${groupPath(groupId)}/messages/${encodeURIComponent(messageId)}/hide`),
  });
}
