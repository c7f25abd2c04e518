import { mediaPath, progressPercentage, type ContinueWatchingEntry } from '@screenroom/core';
import type { MediaCardItem } from '../media/media-card-item.ts';

export interface ContinueWatchingCard {
  media: MediaCardItem;
  linkTo: string;
  percentage: number;
  season?: number;
  episode?: number;
}

/** Shows resume at their most recent episode: /media/tmdb-tv-{id}-{slug}/{season}/{episode}. */
export function continueWatchingCard(entry: ContinueWatchingEntry): ContinueWatchingCard {
  const { item, tmdbId } = entry;
  const media: MediaCardItem = { id: tmdbId, title: item.title, type: item.type };
  if (item.year !== undefined) media.year = item.year;
  if (item.poster) media.poster = item.poster;
  const season = entry.season?.number;
  const episode = entry.episode?.number;
  const card: ContinueWatchingCard = {
    media,
    linkTo: mediaPath({ type: item.type, tmdbId, title: item.title, season, episode }),
    percentage: progressPercentage(entry.progress),
  };
  if (season !== undefined && episode !== undefined) {
    card.season = season;
    card.episode = episode;
  }
  return card;
}
