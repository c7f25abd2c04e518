import type { PartyContent } from '@screenroom/core';
import { vi } from 'vitest';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { initialWatchParty } from '../src/features/player/store/watch-party-slice.ts';
import { partyContentFor } from '../src/features/player/watch-party/party-content.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { FakePartyServer, type FakeWebSocket } from './watch-party-fake-server.ts';
import { simulatedMedia, type SimulatedMedia } from './watch-party-media.ts';
import { player } from './test-player.tsx';

// The engine downloads the session's code as a party starts, while it asks the server; the tests
// run on fake time, which cannot wait for a download, so the code is here before any test starts.
await import('../src/features/player/watch-party/party-session.ts');

export const movie: PlayerMeta = {
  type: 'movie',
  tmdbId: '500',
  title: 'The Film',
  releaseYear: 2020,
};

export function episode(number: number, season = 1): PlayerMeta {
  return {
    type: 'show',
    tmdbId: '700',
    title: 'The Show',
    releaseYear: 2021,
    season: { number: season, title: `Season ${season}`, tmdbId: `s${season}` },
    episode: { number, title: `Episode ${number}`, tmdbId: `e${season}-${number}` },
  };
}

export const contentOf = (meta: PlayerMeta): PartyContent => partyContentFor(meta);

/** Fake time, a fresh fake server answering HTTP and WebSocket, and an empty party. */
export function startFakeParty(): FakePartyServer {
  vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  sessionStorage.clear();
  useAuthStore.setState({ backendUrl: null, account: null });
  player.store.getState().reset();
  player.store.getState().setWatchParty({ ...initialWatchParty });
  const server = new FakePartyServer();
  server.install();
  return server;
}

/** The simulated media's binding to the player, let go when the party test ends. */
let unbindMedia: (() => void) | null = null;

export function endFakeParty(): void {
  player.leaveParty();
  unbindMedia?.();
  unbindMedia = null;
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

/** The player showing `meta` on a simulated media, bound to the store as the page binds it. */
export function playerOn(meta: PlayerMeta, { time = 0, playing = true } = {}): SimulatedMedia {
  const s = player.store.getState();
  s.reset();
  s.setMeta(meta, 'scraping');
  const media = simulatedMedia({ time });
  unbindMedia?.();
  unbindMedia = player.attachDisplay(media);
  s.setDuration(3600);
  s.setStatus('playing');
  if (playing) media.play();
  return media;
}

export const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

export const party = () => player.store.getState().watchParty;

/** The newest socket the app opened. */
export const lastSocket = (server: FakePartyServer): FakeWebSocket => {
  const socket = server.opened.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

/**
 * Another member hosting `code` on the fake server: its media plays on the server's clock and it
 * reports every second and at every change, as the web app's host does.
 */
export function simulatedHost(
  server: FakePartyServer,
  code: string,
  hostId: string,
  { time = 100, playing = true, content = contentOf(movie), stamped = true } = {},
) {
  let anchorTime = time;
  let anchorAt = server.now();
  let isPlaying = playing;
  let stalled = false;
  let rate = 1;
  let currentContent = content;
  const position = () =>
    anchorTime + (isPlaying && !stalled ? ((server.now() - anchorAt) / 1000) * rate : 0);
  const anchor = () => {
    anchorTime = position();
    anchorAt = server.now();
  };
  // An older client reports the store's time, stale by up to a time event and its trip, and no
  // stamp: here alternately on time and 0.3 s late.
  let stale = 0;
  const report = () =>
    server.hostReport(
      code,
      hostId,
      {
        isPlaying,
        isPaused: !isPlaying,
        isLoading: isPlaying && stalled,
        hasPlayedOnce: true,
        time: stamped ? position() : position() - (isPlaying ? (stale = stale > 0 ? 0 : 0.3) : 0),
        playbackRate: rate,
        ...(stamped ? {} : { atServerTime: undefined }),
      },
      currentContent,
    );
  server.openRoom(code, hostId);
  report();
  const timer = setInterval(report, 1000);
  const change = (apply: () => void) => {
    anchor();
    apply();
    report();
  };
  return {
    position,
    isPlaying: () => isPlaying,
    seek: (to: number) => change(() => (anchorTime = to)),
    pause: () => change(() => (isPlaying = false)),
    play: () => change(() => (isPlaying = true)),
    stall: (next: boolean) => change(() => (stalled = next)),
    setRate: (next: number) => change(() => (rate = next)),
    setContent: (next: PartyContent) => change(() => (currentContent = next)),
    leave() {
      clearInterval(timer);
      server.leave(code, hostId);
    },
    stop: () => clearInterval(timer),
  };
}
