import { type FinishedFocus, type StudySessionRequest, subjectKeys } from '@abhyas/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useIsSignedIn, useStoredValue } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import { studyWeekKey } from '../api/get-study-week';
import { saveStudySession } from '../api/save-study-session';
import { idbSessionStore } from '../lib/idb-session-store';
import { createSessionQueue, type FlushResult, type SessionQueue } from '../lib/session-queue';

let queue: SessionQueue | null = null;
/** One queue per tab, made when the screen first needs it. */
function sessionQueue(): SessionQueue {
  queue ??= createSessionQueue(idbSessionStore(), saveStudySession);
  return queue;
}

export function toSessionRequest(f: FinishedFocus): StudySessionRequest {
  const subject = (subjectKeys as readonly string[]).includes(f.subject ?? '')
    ? (f.subject as StudySessionRequest['subject'])
    : null;
  return {
    clientId: f.clientId,
    startedAt: new Date(f.startedAt).toISOString(),
    endedAt: new Date(f.endedAt).toISOString(),
    focusSeconds: f.focusSeconds,
    subject,
  };
}

/**
 * Saving finished sessions for a signed-in student: queued on the device, sent now if possible,
 * again when the network returns or the screen opens. A visitor's sessions are not saved.
 */
export function useSessionSync() {
  const signedIn = useIsSignedIn();
  const userId = useStoredValue('userId');
  const online = useOnline();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);

  const settle = useCallback(
    async (run: Promise<FlushResult>) => {
      const result = await run.catch(() => null);
      if (!result) return;
      setPending(result.pending);
      if (result.saved > 0) await queryClient.invalidateQueries({ queryKey: studyWeekKey(userId) });
    },
    [queryClient, userId],
  );

  useEffect(() => {
    if (!signedIn || !userId) return;
    if (online) void settle(sessionQueue().flush(userId));
    else
      void sessionQueue()
        .pendingFor(userId)
        .then(setPending, () => undefined);
  }, [signedIn, userId, online, settle]);

  const record = useCallback(
    (finished: FinishedFocus) => {
      if (!signedIn || !userId) return;
      void settle(sessionQueue().enqueue({ userId, session: toSessionRequest(finished) }));
    },
    [signedIn, userId, settle],
  );

  return { signedIn, online, pending, record };
}
