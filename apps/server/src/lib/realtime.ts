import type { ServerEventName, ServerToClientEvents } from '@abhyas/core';

/**
 * What the services may ask of the chat's sockets (docs/community.md), without importing Socket.IO:
 * the community's socket server (modules/community/socket/) fills it in when it starts; until then,
 * and in apps built without sockets, every call does nothing. With Redis each call reaches every node
 * (Socket.IO's Redis adapter).
 */
export interface Realtime {
  /** Emits a server event to everyone in a group's room. */
  toGroup<E extends ServerEventName>(
    groupId: string,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void;
  /** Takes every socket of a user out of a group's room (removed, left, out of the batch). */
  removeFromGroup(userId: string, groupId: string): void;
  /** Closes every socket of a user (signed out, disabled, password changed). */
  disconnectUser(userId: string): void;
}

export function createRealtime(): Realtime & { attach(impl: Realtime): void } {
  let impl: Realtime | undefined;
  return {
    attach(next) {
      impl = next;
    },
    toGroup(groupId, event, payload) {
      impl?.toGroup(groupId, event, payload);
    },
    removeFromGroup(userId, groupId) {
      impl?.removeFromGroup(userId, groupId);
    },
    disconnectUser(userId) {
      impl?.disconnectUser(userId);
    },
  };
}
