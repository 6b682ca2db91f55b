import { isQuietHourInIndia, mentionsIn, messagePreview } from '@abhyas/core';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  type GroupRow,
  groupMembers,
  groupMessages,
  notifications,
  users,
} from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { notify } from '../../notifications/service.ts';

/**
 * Mentions (`@username` of a member) and replies (to the author of `replyToSeq`) tell the member
 * through the bell (written in the send's transaction) and Web Push (after commit, never in quiet
 * hours). Only members are told: `@name` of anyone else is plain text. A member mentioned in a reply
 * to their own message is told once, as a mention. A member already told about this group within
 * `quietMinutes` is not told again (neither bell nor push): the burst limit alone let one student put a
 * notice and a push on a classmate every second (the attack suite's mention flood).
 */
const quietMinutes = 10;
export interface ChatNotices {
  mentioned: string[];
  replied: string[];
}

export async function writeChatNotices(
  tx: Tx,
  group: GroupRow,
  author: { id: string; name: string },
  message: { text: string; replyToSeq: number | null },
): Promise<ChatNotices> {
  const names = mentionsIn(message.text);
  let mentioned = names.length
    ? (
        await tx
          .select({ id: users.id })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(
            and(eq(groupMembers.groupId, group.id), inArray(users.username, names), ne(users.id, author.id)),
          )
      ).map((r) => r.id)
    : [];
  let replied: string[] = [];
  if (message.replyToSeq !== null) {
    const [target] = await tx
      .select({ id: groupMembers.userId })
      .from(groupMessages)
      .innerJoin(
        groupMembers,
        and(eq(groupMembers.groupId, groupMessages.groupId), eq(groupMembers.userId, groupMessages.authorId)),
      )
      .where(and(eq(groupMessages.groupId, group.id), eq(groupMessages.seq, message.replyToSeq)));
    if (target && target.id !== author.id && !mentioned.includes(target.id)) replied = [target.id];
  }
  const told = await toldLately(tx, group.id, [...mentioned, ...replied]);
  mentioned = mentioned.filter((id) => !told.has(id));
  replied = replied.filter((id) => !told.has(id));
  const params = {
    groupId: group.id,
    group: group.name,
    author: author.name,
    preview: messagePreview(message.text, 120),
  };
  await notify(tx, { kind: 'chatMention', recipients: mentioned.map((userId) => ({ userId, params })) });
  await notify(tx, { kind: 'chatReply', recipients: replied.map((userId) => ({ userId, params })) });
  return { mentioned, replied };
}

/** Who of `userIds` had a chat notice about this group in the last `quietMinutes` (the database's clock, as the notices' own). */
async function toldLately(tx: Tx, groupId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        inArray(notifications.kind, ['chatMention', 'chatReply']),
        sql`${notifications.params}->>'groupId' = ${groupId}`,
        gt(notifications.createdAt, sql`now() - make_interval(mins => ${quietMinutes})`),
      ),
    );
  return new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])));
}

/** After commit: one push per told member, unless it is night in India (the bell still has it). */
export function pushChatNotices(
  d: Pick<Deps, 'push' | 'log' | 'clock'>,
  group: GroupRow,
  authorName: string,
  notices: ChatNotices,
): void {
  if (isQuietHourInIndia(d.clock())) return;
  const url = `/group-chat/${group.id}`;
  const send = (ids: string[], title: string) => {
    if (ids.length === 0) return;
    d.push
      .send(ids, { title, body: group.name, url })
      .catch((err: unknown) => d.log.warn({ err }, 'chat push failed'));
  };
  // Both languages, as the platform's other pushes (the server does not know each phone's language);
  // the message itself stays off the lock screen.
  send(notices.mentioned, `${authorName} ने आपका ज़िक्र किया / mentioned you`);
  send(notices.replied, `${authorName} ने जवाब दिया / replied to you`);
}
