import { PARTY_CONTENT_MOVIE, PARTY_CONTENT_SHOW, type ReportedContent } from '@screenroom/core';
import type { PlayerMeta } from '../player-meta.ts';

/** What a member reports it watches, from the player's meta. */
export function partyContentFor(meta: PlayerMeta | null): ReportedContent {
  if (!meta) return {};
  return {
    title: meta.title,
    type: meta.type === 'show' ? PARTY_CONTENT_SHOW : PARTY_CONTENT_MOVIE,
    tmdbId: meta.tmdbId,
    ...(meta.season ? { seasonId: meta.season.tmdbId, seasonNumber: meta.season.number } : {}),
    ...(meta.episode ? { episodeId: meta.episode.tmdbId, episodeNumber: meta.episode.number } : {}),
  };
}
