import { ContentCarousel } from './ContentCarousel.tsx';
import { OptionCarousel } from './OptionCarousel.tsx';
import { RecommendationsCarousel } from './RecommendationsCarousel.tsx';

/** Document 000 §2: the TV Shows tab's carousels, in the documents' order. */
export function ShowsTab() {
  return (
    <>
      <RecommendationsCarousel mediaType="tv" />
      <ContentCarousel content={{ contentType: 'onTheAir', mediaType: 'tv' }} />
      <ContentCarousel content={{ contentType: 'topRated', mediaType: 'tv' }} />
      <ContentCarousel content={{ contentType: 'popular', mediaType: 'tv' }} />
      <OptionCarousel kind="provider" mediaType="tv" />
      <OptionCarousel kind="genre" mediaType="tv" />
    </>
  );
}
