import { canActOn, canModerate, type GroupRole } from '@abhyas/core';
import type { GroupRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * Who may do what with a group (docs/community.md, "Roles"). A refusal of a member's role or of the
 * group's state is 409 `CONFLICT` with a rule key, never 403: the web app ends the session on any 403
 * (docs/web-session.md), and a role changed under an open screen must not sign anyone out. Anyone who
 * is not a member of a group they cannot see gets 404, as for a group that does not exist.
 */

/** A refusal the state decides (409 CONFLICT); `field` when it is about one field of a form. */
export const refusal = (rule: string, message: string, field?: string) =>
  new AppError(409, 'CONFLICT', message, { rule, ...(field ? { field } : {}) });

export const archived = () => new AppError(409, 'GROUP_ARCHIVED', 'This group is archived');

/** A group a non-member may look at (its card) and join in one tap: public, open, not archived. */
export const isJoinableByAnyone = (group: GroupRow) =>
  group.visibility === 'public' && group.kind === 'open' && !group.archivedAt;

/** Members see their group; anyone else sees only a joinable public group's card (private, batch: 404). */
export function assertCanSee(group: GroupRow | null, isMember: boolean): GroupRow {
  if (!group || (!isMember && !isJoinableByAnyone(group))) throw notFound('No such group');
  return group;
}

export function assertModeratorRole(role: GroupRole): void {
  if (!canModerate(role))
    throw refusal('validation.community.notModerator', 'Only the group owner and admins can do this');
}

export function assertOwnerRole(role: GroupRole): void {
  if (role !== 'owner') throw refusal('validation.community.ownerOnly', 'Only the group owner can do this');
}

/** A batch group's members and roles follow the batch and the institute; nobody changes them here. */
export function assertNotBatchGroup(group: GroupRow, field?: string): void {
  if (group.kind === 'batch')
    throw refusal(
      'validation.community.batchGroupFixed',
      "A batch group follows its batch: change the batch's roster or the institute instead",
      field,
    );
}

export function assertNotArchived(group: GroupRow): void {
  if (group.archivedAt) throw archived();
}

/** Remove, mute or change the role of another member: core's `canActOn` (the owner is never acted on). */
export function assertCanActOn(actor: GroupRole, target: GroupRole): void {
  assertModeratorRole(actor);
  if (!canActOn(actor, target))
    throw refusal(
      'validation.community.cannotActOn',
      'Admins act on members, the owner on admins and members; nobody acts on the owner or on themself',
    );
}
