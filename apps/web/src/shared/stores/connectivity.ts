import { create } from 'zustand';

export interface ConnectivityState {
  isOnline: boolean;
  setOnline: (isOnline: boolean) => void;
}

// Not persisted: connectivity is a fact about this moment, not a preference.
export const useConnectivityStore = create<ConnectivityState>()((set) => ({
  isOnline: true,
  setOnline: (isOnline) => set({ isOnline }),
}));
