import { ContentCarousel } from './ContentCarousel.tsx';
import { OptionCarousel } from './OptionCarousel.tsx';
import { RecommendationsCarousel } from './RecommendationsCarousel.tsx';

/** The TV Shows tab: recommendations, on the air, top rated, popular, by service and by genre. */
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
