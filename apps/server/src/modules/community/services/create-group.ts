import { communityRules, type createGroupRequestSchema, type GroupDetail } from '@abhyas/core';
import type { z } from 'zod';
import { groupMembers, groups } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { newInviteCode } from '../invite-codes.ts';
import { refusal } from '../policy.ts';
import { presentGroupDetail } from '../presenter.ts';
import { groupView, joinedCount, lockUserGroups, ownedCount } from '../queries.ts';

export type CreateGroupInput = z.infer<typeof createGroupRequestSchema>;

export const tooManyJoined = () =>
  refusal(
    'validation.community.tooManyJoined',
    `You are in ${communityRules.joinedMax} groups already: leave one to join another`,
  );

/**
 * POST /api/community/groups: the caller makes an open group and owns it. What a user keeps has a
 * count: at most `ownedMax` groups owned and `joinedMax` joined (archived groups do not count); the
 * user's creations and joins are serialised by an advisory lock, so two tabs cannot both pass.
 */
export async function createGroup(d: Deps, viewer: Viewer, input: CreateGroupInput): Promise<GroupDetail> {
  const now = d.clock();
  const view = await d.db.transaction(async (tx) => {
    await lockUserGroups(tx, viewer.id);
    if ((await ownedCount(tx, viewer.id)) >= communityRules.ownedMax)
      throw refusal(
        'validation.community.tooManyOwned',
        `You own ${communityRules.ownedMax} groups already: hand one over or leave it to make another`,
      );
    if ((await joinedCount(tx, viewer.id)) >= communityRules.joinedMax) throw tooManyJoined();
    // A clash of invite codes inserts nothing (on conflict do nothing) and takes another code.
    for (let tries = 0; tries < 5; tries += 1) {
      const [made] = await tx
        .insert(groups)
        .values({
          name: input.name,
          description: input.description,
          examKey: input.examKey,
          visibility: input.visibility,
          kind: 'open',
          cover: input.cover,
          inviteCode: newInviteCode(),
          createdById: viewer.id,
          memberCount: 1,
          lastActivityAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: groups.id });
      if (!made) continue;
      await tx
        .insert(groupMembers)
        .values({ groupId: made.id, userId: viewer.id, role: 'owner', joinedAt: now });
      return groupView(tx, viewer.id, made.id);
    }
    throw new Error('no free invite code');
  });
  if (!view) throw new Error('group vanished');
  return presentGroupDetail(view, now);
}
