import { type ApiErrorBody, serverEventSchemas } from '@abhyas/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { communityKeys } from '../api/keys';
import { fetchHistory } from '../api/messages';
import { ChatSession, type Reaction } from '../lib/chat-session';
import { emitAck } from '../lib/chat-socket';
import { idbPendingStore } from '../lib/idb-pending-store';
import { newClientId, PendingQueue, pendingKey } from '../lib/pending-queue';
import type { ChatConnection } from './use-chat-socket';

export type Refusal = ApiErrorBody['error'];
type Result = Refusal | null;

/** A typingStop follows this long after the last keystroke. */
const TYPING_IDLE_MS = 3000;

/**
 * One group's chat on the screen: history (REST, merged by seq), live events (validated with core's
 * schemas), the outbox (pending messages sent in order on every connect), and the actions. After
 * every (re)connect: joinGroup, then a catch-up over REST by seq, then the outbox.
 */
export function useChat(groupId: string, me: string, connection: ChatConnection) {
  const queryClient = useQueryClient();
  const session = useMemo(() => new ChatSession(me, (q) => fetchHistory(groupId, q)), [groupId, me]);
  const queue = useMemo(() => new PendingQueue(idbPendingStore, pendingKey(me, groupId)), [groupId, me]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const [joinError, setJoinError] = useState<Refusal | null>(null);
  /** Why pending messages wait while connected (slow mode, the rate limit), shown beside them. */
  const [waitReason, setWaitReason] = useState<Refusal | null>(null);
  const [removed, setRemoved] = useState<'removed' | 'left' | 'batch' | null>(null);
  const { socket, connected } = connection;
  const socketRef = useRef(socket);
  socketRef.current = connected ? socket : null;

  const flush = useCallback(
    () =>
      queue.flush(
        (p) =>
          emitAck(socketRef.current, 'sendMessage', {
            groupId,
            clientId: p.clientId,
            text: p.text,
            ...(p.replyToSeq ? { replyToSeq: p.replyToSeq } : {}),
          }),
        (message) => session.receive([message]),
        (list) => session.setPending(list),
      ),
    [queue, session, groupId],
  );

  // Sends what waits; a slow acknowledgement, slow mode or the rate limit leaves the rest for a retry
  // when the server said (5 s at least), still in order, for as long as the socket stays up.
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const deliver = useCallback(async () => {
    clearTimeout(retryTimer.current);
    if (!socketRef.current) return;
    const result = await flush();
    setWaitReason(result.refusal?.code === 'RATE_LIMITED' ? result.refusal : null);
    if (result.sent || !result.refusal || !socketRef.current) return;
    const seconds = Math.max(5, result.refusal.retryAfterSeconds ?? 5);
    retryTimer.current = setTimeout(() => void deliver(), seconds * 1000);
  }, [flush]);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  // What this device kept from before (typed offline, then reloaded) and the newest page, at once.
  useEffect(() => {
    void queue.list().then((list) => session.setPending(list));
    session.catchUp().catch(() => undefined);
    return () => session.dispose();
  }, [session, queue]);

  // Server events: checked against core's schemas, for this group only.
  useEffect(() => {
    if (!socket) return;
    const mine = <T extends { groupId: string }>(r: { success: boolean; data?: T }) =>
      r.success && r.data?.groupId === groupId ? r.data : null;
    const message = (payload: unknown) => {
      const m = mine(serverEventSchemas.newMessage.safeParse(payload));
      if (m) session.receiveLive(m);
    };
    const handlers = {
      newMessage: message,
      messageEdited: message,
      messageDeleted: message,
      reactionUpdated: (payload: unknown) => {
        const e = mine(serverEventSchemas.reactionUpdated.safeParse(payload));
        if (e) session.reaction(e);
      },
      typing: (payload: unknown) => {
        const e = mine(serverEventSchemas.typing.safeParse(payload));
        if (e) session.typing(e.user, e.typing);
      },
      readReceipt: (payload: unknown) => {
        const e = mine(serverEventSchemas.readReceipt.safeParse(payload));
        if (e) session.readMark(e.userId, e.seq);
      },
      memberRemoved: (payload: unknown) => {
        const e = mine(serverEventSchemas.memberRemoved.safeParse(payload));
        if (e?.userId === me) setRemoved(e.reason);
        if (e) void queryClient.invalidateQueries({ queryKey: communityKeys.members(groupId) });
      },
      groupChanged: (payload: unknown) => {
        if (mine(serverEventSchemas.groupChanged.safeParse(payload)))
          void queryClient.invalidateQueries({ queryKey: communityKeys.group(groupId) });
      },
    } as const;
    for (const [name, fn] of Object.entries(handlers)) socket.on(name as keyof typeof handlers, fn);
    return () => {
      for (const [name, fn] of Object.entries(handlers)) socket.off(name as keyof typeof handlers, fn);
      if (socket.connected) void emitAck(socket, 'leaveGroup', { groupId });
    };
  }, [socket, groupId, me, session, queryClient]);

  // Every (re)connect: join the room, catch up by seq over REST, then send what waits, in order.
  useEffect(() => {
    if (!socket || !connected) return;
    let live = true;
    void (async () => {
      const ack = await emitAck(socket, 'joinGroup', { groupId });
      if (!live) return;
      if (!ack.ok) return setJoinError(ack.error);
      setJoinError(null);
      // Members, mutes and slow mode may have changed while away.
      void queryClient.invalidateQueries({ queryKey: communityKeys.group(groupId) });
      await session.catchUp().catch(() => undefined);
      if (!live) return;
      await deliver();
    })();
    return () => {
      live = false;
      clearTimeout(retryTimer.current);
    };
  }, [socket, connected, groupId, session, deliver, queryClient]);

  const send = useCallback(
    async (text: string, replyToSeq?: number) => {
      const pending = {
        clientId: newClientId(),
        groupId,
        text,
        createdAt: new Date().toISOString(),
        ...(replyToSeq ? { replyToSeq } : {}),
      };
      session.setPending(await queue.add(pending));
      await deliver();
    },
    [groupId, queue, session, deliver],
  );

  const edit = useCallback(
    async (messageId: string, text: string): Promise<Result> => {
      const ack = await emitAck(socketRef.current, 'editMessage', { groupId, messageId, text });
      if (!ack.ok) return ack.error;
      session.receive([ack.message]);
      return null;
    },
    [groupId, session],
  );

  const remove = useCallback(
    async (messageId: string): Promise<Result> => {
      const ack = await emitAck(socketRef.current, 'deleteMessage', { groupId, messageId });
      if (!ack.ok) return ack.error;
      session.receive([ack.message]);
      return null;
    },
    [groupId, session],
  );

  const react = useCallback(
    async (messageId: string, seq: number, emoji: Reaction): Promise<Result> => {
      const ack = await emitAck(socketRef.current, 'addReaction', { groupId, messageId, emoji });
      if (!ack.ok) return ack.error;
      session.reaction({ groupId, messageId, seq, emoji, userId: me, added: ack.added, count: ack.count });
      return null;
    },
    [groupId, me, session],
  );

  const typingSince = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTyping = useCallback(() => {
    if (typingSince.current === null) return;
    clearTimeout(typingSince.current);
    typingSince.current = null;
    void emitAck(socketRef.current, 'typingStop', { groupId });
  }, [groupId]);
  const typing = useCallback(() => {
    if (!socketRef.current) return;
    if (typingSince.current === null) void emitAck(socketRef.current, 'typingStart', { groupId });
    else clearTimeout(typingSince.current);
    typingSince.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  }, [groupId, stopTyping]);

  // Read marks go out as soon as the reader has seen a newer message, then at most one call per
  // half second (the last one always follows), so leaving right after reading still records it.
  const readSent = useRef(0);
  const readAt = useRef(0);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markRead = useCallback(
    (seq: number) => {
      if (seq <= readSent.current) return;
      session.readMark(me, seq);
      clearTimeout(readTimer.current);
      const sendMark = () => {
        if (!socketRef.current || seq <= readSent.current) return;
        readSent.current = seq;
        readAt.current = Date.now();
        void emitAck(socketRef.current, 'markAsRead', { groupId, seq }).then((ack) => {
          if (ack.ok) void queryClient.invalidateQueries({ queryKey: communityKeys.mine() });
          else readSent.current = 0;
        });
      };
      const wait = readAt.current + 500 - Date.now();
      if (wait <= 0) sendMark();
      else readTimer.current = setTimeout(sendMark, wait);
    },
    [groupId, me, session, queryClient],
  );
  useEffect(() => () => clearTimeout(readTimer.current), []);
  // A reconnect may have lost the last mark: send the newest again.
  useEffect(() => {
    if (connected) readSent.current = 0;
  }, [connected]);

  const dropPending = useCallback(
    async (clientId: string) => session.setPending(await queue.remove(clientId)),
    [queue, session],
  );
  const retryPending = useCallback(
    async (clientId: string) => {
      session.setPending(await queue.retry(clientId));
      await deliver();
    },
    [queue, session, deliver],
  );

  return {
    ...snapshot,
    session,
    joinError,
    waitReason: snapshot.pending.length > 0 ? waitReason : null,
    removed,
    send,
    edit,
    remove,
    react,
    notifyTyping: typing,
    stopTyping,
    markRead,
    dropPending,
    retryPending,
    loadOlder: () => session.loadOlder(),
  };
}
