import type { MovieList } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { movieToCard } from '../../home/search-results.ts';
import { Carousel } from '../Carousel.tsx';
import { externalListUrl } from './list-anchor.ts';

/** One list of the lists source as a carousel, with a link to where it is kept elsewhere. */
export function MovieListCarousel({ list, anchor }: { list: MovieList; anchor: string }) {
  const { t } = useTranslation('discover');
  const external = externalListUrl(list);
  const items = list.tmdbMovies.map(movieToCard);
  return (
    // The section's id is the list's address on this page (`/discover/all#{anchor}`).
    <div id={anchor} className="mt-10 scroll-mt-24 first:mt-0">
      <Carousel
        title={list.listName}
        state={items.length > 0 ? { kind: 'items', items } : { kind: 'empty' }}
        controls={
          external && (
            <p className="-mt-1 mb-2 text-sm">
              <a
                href={external.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent-text underline-offset-2 hover:underline"
              >
                {t('lists.openAt', { host: external.host })}
              </a>
            </p>
          )
        }
      />
    </div>
  );
}
