import {
  COARSE_DRIFT,
  INITIAL_PLAY_LATENCY_S,
  PRECISE_DRIFT,
  INITIAL_SEEK_DURATION_S,
  WATCH_PARTY_SEEK_SETTLE_MS,
  WATCH_PARTY_SYNCING_EXTRA_MS,
  contentDifference,
  decideDrift,
  hostJumped,
  isStampedReport,
  learnPlayLatency,
  learnSeekDuration,
  mediaPath,
  projectPosition,
  reportedAt,
  seekLeadFor,
  type DriftAction,
  type PartyContent,
  type RoomEntry,
} from '@screenroom/core';
import type { PartyMedia } from '../controller/party-media-commands.ts';
import type { PlayerState } from '../store/player-store.ts';
import { partyContentFor } from './party-content.ts';

/** How often a guest compares itself with its host. */
export const SYNC_TICK_MS = 100;
/** A play or pause the loop asked for is given this long to happen before it asks again. */
export const ACTION_COOLDOWN_MS = 300;
/** Off by more than the easing fixes, for this long, and the guest gets the sync button. */
export const OUT_OF_SYNC_AFTER_MS = 3000;
/** A play scheduled no further off than this is timed to the millisecond instead of the next tick. */
const SCHEDULE_WITHIN_MS = SYNC_TICK_MS + 50;
/** How much longer than its lead a sync seek may wait for the host before syncing counts as over. */
const SYNC_WAIT_SLACK_S = 1;
/** Plays the browser refused in a row before the loop waits for the sync button. */
const MAX_REFUSED_PLAYS = 2;
/** The least time between two easing speeds in the same direction. */
const RATE_HOLD_MS = 500;

type StoreApi = { getState: () => PlayerState };

export type SyncLoopOptions = {
  store: StoreApi;
  /** The player's party commands: the loop moves the media only through them. */
  media: PartyMedia;
  roomCode: string;
  /** The room's live host entry now, or null. */
  hostEntry: () => RoomEntry | null;
  serverNow: () => number;
  now?: () => number;
};

export type SyncLoop = {
  /** A host report arrived (by push or poll). */
  onHostEntry(entry: RoomEntry): void;
  /** The sync button: resync at once. */
  syncNow(): void;
  stop(): void;
};

/**
 * A guest following its host: every 100 ms and on every host report it carries the host's last
 * report to now on the server's clock, reads its own media's clock, and applies what the drift
 * controller says through the player's party commands: the host's speed as the party's speed, a passing
 * correction on top, play and pause, and sync seeks that land ahead of the host and wait for it.
 * A different episode of the same show is followed by moving to it.
 */
export function createSyncLoop({
  store,
  media,
  roomCode,
  hostEntry,
  serverNow,
  now = Date.now,
}: SyncLoopOptions): SyncLoop {
  let lastHost: RoomEntry | null = null;
  let jumped = false;
  let stalledSince: number | null = null;
  let correcting = false;
  let correction = 1;
  let correctionSince = 0;
  /** No decisions before this moment: a play or pause is under way, or a sync settles. */
  let busyUntil = 0;
  let playTimer: ReturnType<typeof setTimeout> | undefined;
  /** A sync seek in flight: when it began, so its duration can be learned. */
  let seekStartedAt: number | null = null;
  /** A sync's play: its residual offset is measured when the syncing time is over. */
  let syncEndsAt: number | null = null;
  let plannedPlay = false;
  let seekDuration = INITIAL_SEEK_DURATION_S;
  let playLatency = INITIAL_PLAY_LATENCY_S;
  let offSince: number | null = null;
  let refusedPlays = 0;
  let followed: string | null = null;
  let stopped = false;

  const state = () => store.getState();
  const party = (patch: Partial<PlayerState['watchParty']>) => state().setWatchParty(patch);

  function setCorrection(display: PartyMedia, next: number) {
    if (next === correction) return;
    // A step in the same direction waits a little: each change costs the media a moment.
    const sameWay = next !== 1 && correction !== 1 && next > 1 === correction > 1;
    if (sameWay && now() - correctionSince < RATE_HOLD_MS) return;
    correction = next;
    correctionSince = now();
    display.setRateCorrection(next);
  }

  function endCorrection() {
    correcting = false;
    if (media.attached() && correction !== 1) setCorrection(media, 1);
  }

  /** Moves to the host's episode through the player's own navigator, keeping the party code. */
  function followEpisode(content: PartyContent) {
    const s = state();
    const meta = s.meta;
    const navigate = s.episodeNavigator;
    if (!meta || meta.type !== 'show' || !navigate) return;
    const { seasonNumber: season, episodeNumber: episode } = content;
    if (typeof season !== 'number' || typeof episode !== 'number') return;
    const key = `${season}/${episode}`;
    if (followed === key) return;
    followed = key;
    endCorrection();
    const path = mediaPath({
      type: 'show',
      tmdbId: meta.tmdbId,
      title: meta.title,
      season,
      episode,
    });
    navigate(`${path}?watchparty=${encodeURIComponent(roomCode)}`);
  }

  function finishSync(display: PartyMedia) {
    syncEndsAt = null;
    party({ syncing: false });
    // A sync lands within a frame or two (the media starts from a whole frame): whatever is left
    // above the lower threshold is eased away at once rather than kept until it grows.
    correcting = true;
    if (!plannedPlay) return;
    plannedPlay = false;
    const host = hostEntry();
    if (!host) return;
    const position = projectPosition(host, serverNow());
    const clock = display.readClock();
    if (position.playing && clock.paused) {
      // The browser would not play (no click on the page yet): after two tries the loop stops
      // seeking for nothing and leaves it to the sync button.
      refusedPlays += 1;
      return;
    }
    refusedPlays = 0;
    if (position.playing && !position.stalled && !clock.stalled) {
      playLatency = learnPlayLatency(playLatency, clock.time - position.time);
    }
  }

  function play(display: PartyMedia, planned: boolean) {
    display.play();
    if (planned) {
      plannedPlay = planned;
      syncEndsAt = now() + WATCH_PARTY_SYNCING_EXTRA_MS;
      busyUntil = syncEndsAt;
    } else {
      busyUntil = now() + ACTION_COOLDOWN_MS;
    }
  }

  function apply(action: DriftAction, display: PartyMedia, paused: boolean) {
    switch (action.kind) {
      case 'none':
        return;
      case 'rate':
        setCorrection(display, action.correction);
        return;
      case 'pause':
        display.pause();
        busyUntil = now() + ACTION_COOLDOWN_MS;
        return;
      case 'play':
        // A play that ends a sync seek is the sync's play: its outcome teaches the latency.
        play(display, syncEndsAt !== null);
        return;
      case 'seek':
        endCorrection();
        if (!paused) display.pause();
        display.setTime(action.time);
        seekStartedAt = now();
        // The media is given 200 ms on its new frame before it is asked to play.
        busyUntil = now() + WATCH_PARTY_SEEK_SETTLE_MS;
        // Syncing lasts until the play that follows (which sets its own end), or, should the
        // host pause meanwhile, until the wait for the host could have been over.
        syncEndsAt =
          busyUntil +
          WATCH_PARTY_SYNCING_EXTRA_MS +
          (action.play ? (seekLeadFor(seekDuration) + SYNC_WAIT_SLACK_S) * 1000 : 0);
        party({ syncing: true });
        return;
      case 'playIn':
        if (action.delayMs > SCHEDULE_WITHIN_MS) return;
        busyUntil = Number.POSITIVE_INFINITY;
        playTimer = setTimeout(() => {
          playTimer = undefined;
          if (stopped) return;
          busyUntil = 0;
          if (media.attached()) play(media, true);
        }, action.delayMs);
        return;
    }
  }

  function tick() {
    if (stopped) return;
    const s = state();
    if (s.watchParty.status !== 'active' || s.watchParty.role !== 'guest') return;
    const host = hostEntry();
    if (!host) {
      endCorrection();
      party({ outOfSync: false });
      return;
    }
    // A host between titles (its next episode loading) says nothing to follow yet.
    if (host.content.tmdbId === undefined && host.content.title === undefined) return;
    const difference = contentDifference(host.content, partyContentFor(s.meta));
    if (difference === 'episode') followEpisode(host.content);
    if (difference !== null) return;
    followed = null;
    if (!media.attached() || s.status !== 'playing') return;
    const display = media;

    const hostRate =
      host.player.playbackRate && host.player.playbackRate > 0 ? host.player.playbackRate : 1;
    if (s.mediaPlaying.playbackRate !== hostRate) display.setPlaybackRate(hostRate);

    const t = now();
    const clock = display.readClock();
    if (seekStartedAt !== null && !clock.stalled) {
      seekDuration = learnSeekDuration(seekDuration, (t - seekStartedAt) / 1000);
      seekStartedAt = null;
    }
    if (syncEndsAt !== null && t >= syncEndsAt) finishSync(display);
    if (t < busyUntil) return;

    const serverTime = serverNow();
    const position = projectPosition(host, serverTime);
    const decision = decideDrift({
      host: {
        ...position,
        stalledForMs: position.stalled && stalledSince !== null ? serverTime - stalledSince : 0,
      },
      local: { time: clock.time, playing: !clock.paused, stalled: clock.stalled },
      correcting,
      hostJumped: jumped,
      seekLeadS: seekLeadFor(seekDuration),
      playLatencyS: playLatency,
      thresholds: isStampedReport(host) ? PRECISE_DRIFT : COARSE_DRIFT,
    });
    // A jump seen while the guest's own seek runs still counts once that seek is done.
    if (!clock.stalled) jumped = false;
    correcting = decision.correcting;
    const { action } = decision;
    const startsPlaying =
      action.kind === 'play' || action.kind === 'playIn' || (action.kind === 'seek' && action.play);
    const refused = refusedPlays >= MAX_REFUSED_PLAYS && startsPlaying;

    const off = Math.abs(decision.drift) > 1 || position.playing === clock.paused;
    if (!off) offSince = null;
    else offSince ??= t;
    party({ outOfSync: offSince !== null && t - offSince >= OUT_OF_SYNC_AFTER_MS });

    if (!refused) apply(action, display, clock.paused);
  }

  const timer = setInterval(tick, SYNC_TICK_MS);

  return {
    onHostEntry(entry) {
      if (lastHost && lastHost.userId === entry.userId && hostJumped(lastHost, entry)) {
        jumped = true;
        // A jump overrides whatever the loop was waiting for.
        busyUntil = 0;
        clearTimeout(playTimer);
        playTimer = undefined;
      }
      if (projectPosition(entry, reportedAt(entry)).stalled) stalledSince ??= reportedAt(entry);
      else stalledSince = null;
      lastHost = entry;
      tick();
    },
    syncNow() {
      jumped = true;
      refusedPlays = 0;
      busyUntil = 0;
      offSince = null;
      clearTimeout(playTimer);
      playTimer = undefined;
      tick();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(playTimer);
      endCorrection();
      party({ syncing: false, outOfSync: false });
    },
  };
}
