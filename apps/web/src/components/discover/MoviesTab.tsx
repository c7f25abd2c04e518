import { ContentCarousel } from './ContentCarousel.tsx';
import { FourKCarousel } from './FourKCarousel.tsx';
import { OptionCarousel } from './OptionCarousel.tsx';
import { RecommendationsCarousel } from './RecommendationsCarousel.tsx';
import { ViewListsLink } from './ViewListsLink.tsx';

/** Document 000 §2: the Movies tab's carousels, in the documents' order, and its lists link. */
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
