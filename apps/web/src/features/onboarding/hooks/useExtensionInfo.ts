import { useQuery } from '@tanstack/react-query';
import { fetchExtensionInfo } from '../../../shared/clients/extension-download.ts';

/**
 * This server's build of the extension, if it has one; asked on each visit to the step, and only
 * in a browser that can run it.
 */
export function useExtensionInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['extension-info'],
    queryFn: ({ signal }) => fetchExtensionInfo(signal),
    staleTime: 0,
    enabled,
  });
}
