import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GroupMessageRow } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

export type NewMessage = Pick<
  GroupMessageRow,
  'groupId' | 'authorId' | 'clientId' | 'kind' | 'text' | 'questionId' | 'replyToSeq' | 'createdAt'
>;

/**
 * The write of a send in one statement: the group's counter (`last_seq + 1` under the group row's
 * lock, so seqs are dense and in commit order), the insert with that seq, and the sender's read mark
 * and slow-mode time. The row is built here from what was written (its id made here, no read back).
 * Null when the client id is already taken (`on conflict do nothing`: a unique violation would abort
 * the transaction on PostgreSQL): the caller then rolls back, counter included.
 */
export async function insertMessage(tx: Tx, message: NewMessage): Promise<GroupMessageRow | null> {
  const id = randomUUID();
  const at = message.createdAt.toISOString();
  const rows = rowsOf<{ seq: number | string }>(
    await tx.execute(sql`
      with counter as (
        update groups set last_seq = last_seq + 1, last_activity_at = ${at}::timestamptz
        where id = ${message.groupId}::uuid
        returning last_seq
      ), inserted as (
        insert into group_messages
          (id, group_id, seq, author_id, client_id, kind, text, question_id, reply_to_seq, created_at)
        select ${id}::uuid, ${message.groupId}::uuid, counter.last_seq, ${message.authorId}::uuid,
          ${message.clientId}::uuid, ${message.kind}::text, ${message.text}::text,
          ${message.questionId}::uuid, ${message.replyToSeq}::bigint, ${at}::timestamptz
        from counter
        on conflict (group_id, author_id, client_id) do nothing
        returning seq
      ), marked as (
        update group_members set last_sent_at = ${at}::timestamptz,
          last_read_seq = greatest(group_members.last_read_seq, inserted.seq)
        from inserted
        where group_members.group_id = ${message.groupId}::uuid and group_members.user_id = ${message.authorId}::uuid
      )
      select seq from inserted`),
  );
  const [written] = rows;
  if (!written) return null;
  return { ...message, id, seq: Number(written.seq), editedAt: null, deletedAt: null, hiddenAt: null };
}
