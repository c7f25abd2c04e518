import { create } from 'zustand';
import type { FlushFailure } from '../sync/flush-pending-changes.ts';

/**
 * Where a logout stands. `saving` while the last changes go to the server first; `failed` when
 * they could not, until the viewer tries again, logs out anyway or stays logged in.
 */
export type LogoutStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; reason: FlushFailure };

export interface LogoutState {
  status: LogoutStatus;
  setStatus: (status: LogoutStatus) => void;
}

// Not persisted: a logout is something happening on this page now.
export const useLogoutStore = create<LogoutState>()((set) => ({
  status: { kind: 'idle' },
  setStatus: (status) => set({ status }),
}));
