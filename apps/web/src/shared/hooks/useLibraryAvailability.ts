import type { LibraryAvailability, MediaType } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useServerAccess } from './useServerAccess.ts';

/** The server rescans within seconds of a change in its folders; it tells browsers to keep the list 5 s too. */
const AVAILABILITY_STALE_MS = 5 * 1000;

/** Which titles our server's library plays, asked once and shared by every card. */
export function useLibraryAvailability() {
  const allowed = useServerAccess();
  return useQuery({
    // Keyed by access, so what one signed-in viewer was told is not kept after they log out.
    queryKey: ['library-availability', allowed],
    // The client checks the answer with core's zod schema; loading it with the first request keeps
    // zod out of the home page's first JavaScript.
    queryFn: async ({ signal }) => {
      const { fetchLibraryAvailability } = await import('../clients/library.ts');
      return fetchLibraryAvailability(signal);
    },
    enabled: allowed,
    staleTime: AVAILABILITY_STALE_MS,
    retry: false,
  });
}

/** `ready` plays here, `elsewhere` needs another source; unknown while the list loads or failed. */
export type TitleAvailability = 'ready' | 'elsewhere' | 'unknown';

export function titleAvailability(
  availability: LibraryAvailability | undefined,
  media: { id: string; type: MediaType },
): TitleAvailability {
  if (!availability) return 'unknown';
  const ids = media.type === 'movie' ? availability.movies : availability.shows;
  return ids.includes(Number(media.id)) ? 'ready' : 'elsewhere';
}

export function useTitleAvailability(media: { id: string; type: MediaType }): TitleAvailability {
  const { data } = useLibraryAvailability();
  return titleAvailability(data, media);
}
