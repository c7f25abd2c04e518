import { useDiscoverStore, type DiscoverCategory } from '../../../shared/stores/discover.ts';
import { DISCOVER_CATEGORIES } from './tab-keys.ts';
import { EditorPicksTab } from './EditorPicksTab.tsx';
import { MoviesTab } from './MoviesTab.tsx';
import { ShowsTab } from './ShowsTab.tsx';
import { panelId, tabId } from './DiscoverTabs.tsx';
import type { ReadyKind } from '../home/ready-to-watch-cards.ts';
import { ReadyToWatchGrid } from './ReadyToWatchGrid.tsx';
import { usePlaysHereFilter } from '../../../shared/hooks/usePlaysHereFilter.ts';
import { MediaGridSkeleton } from '../media/MediaGridSkeleton.tsx';

const PANELS: Record<DiscoverCategory, () => React.JSX.Element> = {
  movies: MoviesTab,
  tvshows: ShowsTab,
  editorpicks: EditorPicksTab,
};

/** What the ready-to-watch filter keeps of each tab: its kind of title; editor picks keep both. */
const READY_KINDS: Record<DiscoverCategory, ReadyKind> = {
  movies: 'movie',
  tvshows: 'show',
  editorpicks: 'all',
};

/**
 * Every tab keeps its panel element, so each tab's aria-controls names one that exists, but
 * only the selected panel renders (and fetches) its carousels. Before the viewer has chosen, the
 * Plays here filter's default waits for the library and the catalog's size: until then the panel
 * shows skeleton cards, rather than building the tab's carousels and starting their requests only
 * to swap them for the ready-to-watch grid (on a phone that work delayed the grid's posters).
 */
export function DiscoverPanels() {
  const selected = useDiscoverStore((s) => s.selectedCategory);
  const filter = usePlaysHereFilter();
  return (
    <>
      {DISCOVER_CATEGORIES.map((category) => {
        const Panel = PANELS[category];
        const active = category === selected;
        return (
          <div
            key={category}
            id={panelId(category)}
            role="tabpanel"
            aria-labelledby={tabId(category)}
            hidden={!active}
          >
            {active && !filter.known && (
              <div aria-busy="true">
                <MediaGridSkeleton />
              </div>
            )}
            {active &&
              filter.known &&
              (filter.on ? <ReadyToWatchGrid kind={READY_KINDS[category]} /> : <Panel />)}
          </div>
        );
      })}
    </>
  );
}
