import {
  createGroupRequestSchema,
  discoverListSchema,
  discoverQuerySchema,
  groupDetailSchema,
  groupInviteCodeSchema,
  groupListSchema,
  groupMemberListSchema,
  groupMemberParams,
  groupMemberSchema,
  groupParams,
  joinByCodeRequestSchema,
  moderationLogSchema,
  transferOwnershipRequestSchema,
  updateGroupMemberRequestSchema,
  updateGroupRequestSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import type { WriteLimit } from '../../plugins/write-limits.ts';
import { createGroup } from './services/create-group.ts';
import { discoverGroups } from './services/discover-groups.ts';
import { getGroup } from './services/get-group.ts';
import { joinByCode, joinGroup } from './services/join-group.ts';
import { leaveGroup } from './services/leave-group.ts';
import { listGroupMembers } from './services/list-group-members.ts';
import { listModerationLog } from './services/list-moderation-log.ts';
import { listMyGroups } from './services/list-my-groups.ts';
import { removeGroupMember } from './services/remove-group-member.ts';
import { resetInviteCode } from './services/reset-invite-code.ts';
import { transferOwnership } from './services/transfer-ownership.ts';
import { updateGroup } from './services/update-group.ts';
import { updateGroupMember } from './services/update-group-member.ts';

const KB = 1024;
/** docs/limits.md: making a group holds rows for good (and `ownedMax` caps them); 10 in 10 minutes. */
export const groupMakeLimit: WriteLimit = {
  group: 'group-make',
  max: 10,
  windowSeconds: 10 * 60,
  bodyBytes: 4 * KB,
};
/** Joining by code: a few tries cover typing mistakes, not guessing 32⁸ codes (as the institutes' `org-join`). */
export const groupCodeLimit: WriteLimit = {
  group: 'group-code',
  max: 10,
  windowSeconds: 10 * 60,
  bodyBytes: KB,
};

/**
 * /api/community/groups…: study groups, their members, invites and moderation (docs/community.md).
 * Every route is for a signed-in user; what they may do in a group is the services' policy calls. The
 * chat's messages have their own routes (message-routes.ts) and the socket.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['community'], security: [{ bearer: [] }] };
  const signedIn = { access: 'signedIn' as const };

  app.get(
    '/groups/mine',
    {
      config: signedIn,
      schema: {
        ...common,
        summary:
          "The caller's groups: last message, time, unread count; newest activity first, archived last",
        response: { 200: groupListSchema, ...errors(401) },
      },
    },
    async (request) => listMyGroups(deps, viewerOf(request)),
  );

  app.get(
    '/groups/discover',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Public groups to join, most active first; search by name or description, filter by exam',
        querystring: discoverQuerySchema,
        response: { 200: discoverListSchema, ...errors(400, 401) },
      },
    },
    async (request) => discoverGroups(deps, viewerOf(request), request.query),
  );

  app.post(
    '/groups',
    {
      config: { ...signedIn, writeLimit: groupMakeLimit },
      schema: {
        ...common,
        summary: 'Create a group (the caller owns it)',
        body: createGroupRequestSchema,
        response: { 201: groupDetailSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(deps, viewerOf(request), request.body)),
  );

  app.post(
    '/groups/join-by-code',
    {
      config: { ...signedIn, writeLimit: groupCodeLimit },
      schema: {
        ...common,
        summary: 'Join an open group by its invite code',
        body: joinByCodeRequestSchema,
        response: { 200: groupDetailSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => joinByCode(deps, viewerOf(request), request.body.code),
  );

  app.get(
    '/groups/:groupId',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "A group: a member's view, or a public group's card for anyone signed in",
        params: groupParams,
        response: { 200: groupDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getGroup(deps, viewerOf(request), request.params.groupId),
  );

  app.patch(
    '/groups/:groupId',
    {
      config: signedIn,
      schema: {
        ...common,
        summary:
          "Change a group (owner and admins; a batch group's name, exam and visibility follow its batch)",
        params: groupParams,
        body: updateGroupRequestSchema,
        response: { 200: groupDetailSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => updateGroup(deps, viewerOf(request), request.params.groupId, request.body),
  );

  app.post(
    '/groups/:groupId/join',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Join a public group in one tap (again: no change)',
        params: groupParams,
        response: { 200: groupDetailSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => joinGroup(deps, viewerOf(request), request.params.groupId),
  );

  app.post(
    '/groups/:groupId/invite-code',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'A new invite code (the owner); the old one stops working',
        params: groupParams,
        response: { 200: groupInviteCodeSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => resetInviteCode(deps, viewerOf(request), request.params.groupId),
  );

  app.post(
    '/groups/:groupId/leave',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "Leave a group (the owner hands it over first; the last member's leaving archives it)",
        params: groupParams,
        response: { 204: z.null(), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await leaveGroup(deps, viewerOf(request), request.params.groupId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/groups/:groupId/transfer',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Hand the group over to another member (the owner becomes an admin)',
        params: groupParams,
        body: transferOwnershipRequestSchema,
        response: { 200: groupDetailSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      transferOwnership(deps, viewerOf(request), request.params.groupId, request.body.userId),
  );

  app.get(
    '/groups/:groupId/members',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "A group's members (members only; mutes shown to moderators)",
        params: groupParams,
        response: { 200: groupMemberListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => listGroupMembers(deps, viewerOf(request), request.params.groupId),
  );

  app.patch(
    '/groups/:groupId/members/:userId',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "Change a member's role (the owner) or mute them for a while (owner and admins)",
        params: groupMemberParams,
        body: updateGroupMemberRequestSchema,
        response: { 200: groupMemberSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { groupId, userId } = request.params;
      return updateGroupMember(deps, viewerOf(request), groupId, userId, request.body);
    },
  );

  app.delete(
    '/groups/:groupId/members/:userId',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Remove a member (owner and admins, as core canActOn says)',
        params: groupMemberParams,
        response: { 204: z.null(), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeGroupMember(deps, viewerOf(request), request.params.groupId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/groups/:groupId/moderation-log',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "The group's moderation actions, newest first, the last 100 (owner and admins)",
        params: groupParams,
        response: { 200: moderationLogSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => listModerationLog(deps, viewerOf(request), request.params.groupId),
  );
};
