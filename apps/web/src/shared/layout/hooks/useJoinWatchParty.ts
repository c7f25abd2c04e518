import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RoomStatus } from '@screenroom/core';
import { useBackendUrl } from '../../clients/useBackendUrl.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { useConnectivityStore } from '../../stores/connectivity.ts';
import { isAbortError } from '../../sync/connectivity-schedule.ts';
import { joinTarget, normalizeRoomCode } from '../watch-party-target.ts';

export type JoinError = 'watchParty.emptyRoom' | 'watchParty.noHost' | 'watchParty.invalidRoom';
export type JoinState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: JoinError };

export type RoomFetcher = (code: string) => Promise<RoomStatus>;

/** Joining a party: idle, then loading, then to the host's title or an error. */
export function useJoinWatchParty(fetchRoom?: RoomFetcher) {
  const navigate = useNavigate();
  const backendUrl = useBackendUrl();
  const token = useAuthStore((s) => s.account?.token);
  const [state, setState] = useState<JoinState>({ status: 'idle' });

  const join = useCallback(
    async (input: string) => {
      const code = normalizeRoomCode(input);
      if (!code) return;
      setState({ status: 'loading' });
      let room: RoomStatus;
      try {
        // The party client (and zod, which checks its answers) loads on the first join, not
        // with the home page.
        const lookUp =
          fetchRoom ??
          (await import('../../clients/watch-party.ts')).createWatchPartyClient(backendUrl, token)
            .room;
        room = await lookUp(code);
      } catch (error) {
        console.error('Could not look up the watch party room', error);
        // A failed status call (other than our own abort) also means the app is offline.
        if (!isAbortError(error)) useConnectivityStore.getState().setOnline(false);
        setState({ status: 'error', error: 'watchParty.invalidRoom' });
        return;
      }
      const target = joinTarget(room, code);
      if (!target.ok) {
        setState({ status: 'error', error: target.error });
        return;
      }
      setState({ status: 'idle' });
      void navigate(target.path);
    },
    [backendUrl, fetchRoom, navigate, token],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, join, reset };
}
