import type { LibraryAvailability, MediaType } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { fetchLibraryAvailability } from '../clients/library.ts';

/** The server changes its list only when it rescans; it tells browsers to keep it a minute too. */
const AVAILABILITY_STALE_MS = 60 * 1000;

/** Which titles our server's library plays, asked once and shared by every card. */
export function useLibraryAvailability() {
  return useQuery({
    queryKey: ['library-availability'],
    queryFn: ({ signal }) => fetchLibraryAvailability(signal),
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
