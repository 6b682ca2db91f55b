import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { handOverAttempt } from '@/lib/attempt-handoff';
import { joinLiveTest } from '../api/join-live-test';
import { liveKeysOf } from '../api/keys';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Join (or go back into) the live test and open the exam hall on the attempt the join made. The
 * lobby opens Join at the server's zero as this device measured it; a measurement a few hundred ms
 * early meets LIVE_NOT_STARTED, so that refusal is tried again a few times, a second apart.
 */
export function useJoin(liveTestId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const join = async () => {
    setJoining(true);
    setError(null);
    for (let tries = 1; ; tries += 1) {
      try {
        const sentAtMs = Date.now();
        const joined = await joinLiveTest(liveTestId);
        // The join carries the paper: the hall opens on it without asking the server again.
        handOverAttempt({ state: joined.state, sentAtMs, receivedAtMs: Date.now() });
        // Dropped, not kept: coming back from the hall must show the lobby as the server has it now
        // (submitted), never the "back to the test" of a moment ago.
        queryClient.removeQueries({ queryKey: liveKeysOf.detail(liveTestId) });
        const query = new URLSearchParams({ attempt: joined.attemptId, live: liveTestId });
        void navigate(`/exams/${joined.seriesSlug}/${joined.setSlug}?${query.toString()}`);
        return;
      } catch (e) {
        if (isApiError(e) && e.code === 'LIVE_NOT_STARTED' && tries < 5) {
          await pause(1000);
          continue;
        }
        setError(e);
        setJoining(false);
        void queryClient.invalidateQueries({ queryKey: liveKeysOf.detail(liveTestId) });
        return;
      }
    }
  };
  return { join, joining, error };
}
