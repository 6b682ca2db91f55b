/**
 * Chat fixtures, written straight into the database by the chat-app target before it listens (as
 * exam-setup.ts does for the hall): users, private open groups and their members. The first member
 * of each group owns it. Users share one argon2 hash: nobody signs in, the bench mints their tokens.
 */
import { randomInt } from 'node:crypto';
import { communityRules } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/lib/sql-rows.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { benchPassword } from './exam-setup.ts';

export interface ChatSetup {
  /** Each group's member count; every member is a user of their own. */
  groups: number[];
}

export interface ChatUser {
  userId: string;
  username: string;
}

export interface ChatGroup {
  groupId: string;
  /** In user-number order; the first is the owner. */
  members: ChatUser[];
}

export interface ChatSetupResult {
  setupMs: number;
  groups: ChatGroup[];
}

function inviteCode(): string {
  const a = communityRules.codeAlphabet;
  return Array.from({ length: communityRules.codeLength }, () => a[randomInt(a.length)]).join('');
}

export async function runChatSetup(db: Db, setup: ChatSetup): Promise<ChatSetupResult> {
  const started = performance.now();
  const hash = await hashPassword(benchPassword);
  const groups: ChatGroup[] = [];
  for (const [k, count] of setup.groups.entries()) {
    const prefix = `bench_chat${k}_`;
    await db.execute(sql`
      insert into users (name, username, email, password_hash)
      select 'Chat ' || ${prefix} || g, ${prefix} || g, ${prefix} || g || '@bench.abhyas.local', ${hash}
      from generate_series(1, ${count}::int) g`);
    const members = rowsOf<{ id: string; username: string }>(
      await db.execute(sql`
        select id, username from users where starts_with(username, ${prefix})
        order by length(username), username`),
    ).map((r) => ({ userId: r.id, username: r.username }));
    const owner = members[0];
    if (!owner) throw new Error(`group ${k} has no members`);
    const [group] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into groups (name, description, visibility, kind, cover, invite_code, created_by_id, member_count)
        values (${`Bench group ${k}`}, 'benchmark', 'private', 'open', ${communityRules.covers[0]},
          ${inviteCode()}, ${owner.userId}, ${count})
        returning id`),
    );
    if (!group) throw new Error(`group ${k} was not made`);
    await db.execute(sql`
      insert into group_members (group_id, user_id, role)
      select ${group.id}, id, case when id = ${owner.userId}::uuid then 'owner' else 'member' end
      from users where starts_with(username, ${prefix})`);
    groups.push({ groupId: group.id, members });
  }
  await db.execute(sql`analyze group_members`);
  return { setupMs: performance.now() - started, groups };
}
