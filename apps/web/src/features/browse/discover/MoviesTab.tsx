import { ContentCarousel } from './ContentCarousel.tsx';
import { FourKCarousel } from './FourKCarousel.tsx';
import { OptionCarousel } from './OptionCarousel.tsx';
import { RecommendationsCarousel } from './RecommendationsCarousel.tsx';
import { ViewListsLink } from './ViewListsLink.tsx';

/**
 * The Movies tab: its lists link, then recommendations, latest releases, 4K releases, top rated,
 * by streaming service and by genre.
 */
export function MoviesTab() {
  return (
    <>
      <ViewListsLink />
      <RecommendationsCarousel mediaType="movie" />
      <ContentCarousel content={{ contentType: 'nowPlaying', mediaType: 'movie' }} />
      <FourKCarousel />
      <ContentCarousel content={{ contentType: 'topRated', mediaType: 'movie' }} />
      <OptionCarousel kind="provider" mediaType="movie" />
      <OptionCarousel kind="genre" mediaType="movie" />
    </>
  );
}
