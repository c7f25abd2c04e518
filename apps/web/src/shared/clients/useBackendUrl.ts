import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';

/** The per-account override wins over the configured backend. */
export function resolveBackendUrl(override: string | null): string {
  return override ?? appConfig.backendUrl;
}

export function getBackendUrl(): string {
  return resolveBackendUrl(useAuthStore.getState().backendUrl);
}

export function useBackendUrl(): string {
  return resolveBackendUrl(useAuthStore((s) => s.backendUrl));
}
