import { backendSupportsWatchParty } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { createBackendClient } from '../clients/backend.ts';
import { useBackendUrl } from '../clients/useBackendUrl.ts';

/** The backend's `/meta` (name, version, captcha), asked once per backend and shared. */
export function useBackendMeta() {
  const backendUrl = useBackendUrl();
  return useQuery({
    queryKey: ['backend-meta', backendUrl],
    queryFn: () => createBackendClient(backendUrl).getMeta(),
    retry: false,
    staleTime: 10 * 60 * 1000,
  });
}

/** Watch-party controls show only for backends at 2.0.1 or later; false while unknown. */
export function useWatchPartySupported(): boolean {
  const meta = useBackendMeta();
  return meta.data !== undefined && backendSupportsWatchParty(meta.data.version);
}
