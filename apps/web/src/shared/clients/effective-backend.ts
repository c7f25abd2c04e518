import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';

/** The viewer's own backend choice wins over the configured one; '' is this server. */
export function useEffectiveBackendUrl(): string | null {
  const chosen = useAuthStore((s) => s.backendUrl);
  return chosen ?? appConfig.backendUrl;
}
