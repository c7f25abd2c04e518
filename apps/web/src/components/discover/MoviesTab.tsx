import { ContentCarousel } from './ContentCarousel.tsx';
import { OptionCarousel } from './OptionCarousel.tsx';
import { RecommendationsCarousel } from './RecommendationsCarousel.tsx';

// The documents' 4K releases carousel is left out: it needs a list source outside the movie
// database that this app does not have.

/** Document 000 §2: the Movies tab's carousels, in the documents' order. */
export function MoviesTab() {
  return (
    <>
      <RecommendationsCarousel mediaType="movie" />
      <ContentCarousel content={{ contentType: 'nowPlaying', mediaType: 'movie' }} />
      <ContentCarousel content={{ contentType: 'topRated', mediaType: 'movie' }} />
      <OptionCarousel kind="provider" mediaType="movie" />
      <OptionCarousel kind="genre" mediaType="movie" />
    </>
  );
}
