import { createCaptionCommands } from './controller/caption-commands.ts';
import { createCastCommands } from './controller/cast-commands.ts';
import type { CommandContext } from './controller/command-context.ts';
import { createDisplayCommands } from './controller/display-commands.ts';
import { createEpisodeCommands } from './controller/episode-commands.ts';
import { createOverlayCommands } from './controller/overlay-commands.ts';
import { createPartyMediaCommands } from './controller/party-media-commands.ts';
import { createPlaybackCommands } from './controller/playback-commands.ts';
import { createPresentationCommands } from './controller/presentation-commands.ts';
import { createProgressCommands, type ProgressOptions } from './controller/progress-commands.ts';
import { createQualityCommands } from './controller/quality-commands.ts';
import { createSourceCommands } from './controller/source-commands.ts';
import { createTitleCommands } from './controller/title-commands.ts';
import { createTrackCommands } from './controller/track-commands.ts';
import { createViewCommands } from './controller/view-commands.ts';
import { createWatchPartyCommands } from './controller/watch-party-commands.ts';
import { createPlayerStore } from './store/player-store.ts';
import { createPartyEngine } from './watch-party/party-engine.ts';

export type PlayerOptions = ProgressOptions;

/**
 * One player: its store, its display, its failover, progress saving, casting and watch party, and
 * the one command surface over them. The player page makes one per visit and hands it to its
 * components through `PlayerProvider`; nothing of a player lives at module level, so two players
 * (two tests, a page remounting) never share state. Components, keyboard shortcuts, the watch
 * party and casting call the commands; only command files reach the display.
 */
export function createPlayer(options: PlayerOptions = {}) {
  const store = createPlayerStore();
  const context: CommandContext = { store, display: { current: null } };
  const playback = createPlaybackCommands(context);
  const source = createSourceCommands(context, playback);
  const track = createTrackCommands(context);
  const partyEngine = createPartyEngine(context, createPartyMediaCommands(context));
  const commands = {
    ...createTitleCommands(context),
    ...playback,
    ...createQualityCommands(context),
    ...source,
    ...track,
    ...createCaptionCommands(context),
    ...createViewCommands(context, playback),
    ...createOverlayCommands(context),
    ...createEpisodeCommands(context, playback),
    ...createPresentationCommands(context),
    ...createWatchPartyCommands(partyEngine),
    ...createCastCommands(context, playback),
    ...createDisplayCommands(context, { playback, source, track }),
    ...createProgressCommands(context, options),
  };
  return {
    ...commands,
    /** This player's state; components read it through `usePlayerState`. */
    store,
    /**
     * The page is gone: the party is left, scrapes in flight stop, and the store is emptied.
     * Everything bound to a display has already let go with the components that bound it.
     */
    dispose(): void {
      partyEngine.leave();
      source.stopScrapes();
      store.getState().reset();
    },
  };
}

export type Player = ReturnType<typeof createPlayer>;
/** The commands alone, as the keyboard table runs them. */
export type PlayerCommands = Omit<Player, 'store' | 'dispose'>;
