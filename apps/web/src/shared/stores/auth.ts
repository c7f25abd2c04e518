import { authStore, type AccountProfile, type LocalAccount as Account } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

export type { AccountProfile, LocalAccount as Account } from '@screenroom/core';

export interface AuthState {
  account: Account | null;
  /** Per-account override of the configured backend. */
  backendUrl: string | null;
  proxySet: string[] | null;
  setAccount: (account: Account) => void;
  updateDeviceName: (encrypted: string) => void;
  updateAccountProfile: (profile: AccountProfile) => void;
  removeAccount: () => void;
  setBackendUrl: (url: string | null) => void;
  setProxySet: (list: string[] | null) => void;
}

export const useAuthStore = createPersistedStore<AuthState>()(authStore, (set) => ({
  setAccount: (account) => set({ account }),
  updateDeviceName: (deviceName) =>
    set((s) => (s.account ? { account: { ...s.account, deviceName } } : s)),
  updateAccountProfile: (profile) =>
    set((s) => (s.account ? { account: { ...s.account, profile } } : s)),
  removeAccount: () => set({ account: null }),
  setBackendUrl: (backendUrl) => set({ backendUrl }),
  setProxySet: (proxySet) => set({ proxySet }),
}));
