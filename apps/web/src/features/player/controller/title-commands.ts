import type { Stream } from '@screenroom/core';
import type { PlayerMeta } from '../player-meta.ts';
import type { CommandContext } from './command-context.ts';

/** Which title the player is on: set by the page, cleared when it moves on. */
export function createTitleCommands({ store }: CommandContext) {
  const state = () => store.getState();
  return {
    /**
     * The page shows `meta` and its sources are being looked for; the returned function clears
     * the title (what outlives it, such as the watch party, stays) when the page moves on.
     */
    openTitle(meta: PlayerMeta): () => void {
      state().setMeta(meta, 'scraping');
      return () => state().reset();
    },
    /** Every source answered that it has no stream of the title. */
    titleNotFound(): void {
      state().setStatus('scrapeNotFound');
    },
    /** A stream with no title behind it (the video tester): no bookmark, no saved progress. */
    openBareStream(stream: Stream, id: string): () => void {
      state().setSource(stream, id);
      return () => state().reset();
    },
  };
}
