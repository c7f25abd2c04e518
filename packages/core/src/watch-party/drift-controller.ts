import {
  WATCH_PARTY_DRIFT_PLAYING_S,
  WATCH_PARTY_SEEK_SETTLE_MS,
  WATCH_PARTY_SYNCING_EXTRA_MS,
} from '../constants.ts';

/**
 * The guest's drift controller: compares where the host is now (its report carried to this
 * moment) with the guest's own media and says what to do. Small offsets are eased away by a
 * slightly faster or slower speed, which nobody hears with the pitch kept; a pause, a play, a jump
 * of the host or an offset too big to ease is fixed by a seek that lands a little ahead of the
 * host and waits for it, so the guest starts when the host gets there instead of a seek's time late.
 */

/** Above this offset (s) a playing guest starts easing towards the host... */
export const DRIFT_ENTER_S = 0.06;
/** ...and only below this one it stops, so it never toggles around a single threshold. */
export const DRIFT_EXIT_S = 0.02;
/**
 * Beyond this offset easing would take too long (half a second at the strongest correction takes
 * six): a guest ahead pauses until the host arrives, a guest behind seeks ahead of it.
 */
export const DRIFT_RESYNC_S = 0.5;
/** The speed change per second of offset (a tenth of a second off: 10 % faster or slower)... */
export const RATE_GAIN_PER_S = 1;
/** ...held to this much either way, so the change stays gentle... */
export const MAX_RATE_CORRECTION = 0.08;
/**
 * ...and changed in steps of this size: every speed change costs the media a few milliseconds
 * (browsers restart their audio at the new speed), so a fine proportional speed that changed on
 * every look would undo its own work.
 */
export const RATE_STEP = 0.02;
/** Paused, the guest stands on the host's frame: within half a frame of film. */
export const PAUSED_TOLERANCE_S = 0.02;
/** A paused guest up to this far ahead of a playing host waits for it rather than seeking. */
export const WAIT_AHEAD_MAX_S = 3;
/** How long a guest level with a host that waits for data waits too, before going on alone. */
export const HOST_STALL_GRACE_MS = WATCH_PARTY_SEEK_SETTLE_MS + WATCH_PARTY_SYNCING_EXTRA_MS;

/** The offsets (s) the controller acts on. */
export type DriftThresholds = {
  /** Easing starts above this... */
  enterS: number;
  /** ...and stops below this. */
  exitS: number;
  /** Beyond this a guest waits for the host or seeks past it. */
  resyncS: number;
  /** A paused guest further than this from the paused host goes to its frame. */
  pausedS: number;
};

/** A host that stamps its reports with the server's clock: the tenth-of-a-second party. */
export const PRECISE_DRIFT: DriftThresholds = {
  enterS: DRIFT_ENTER_S,
  exitS: DRIFT_EXIT_S,
  resyncS: DRIFT_RESYNC_S,
  pausedS: PAUSED_TOLERANCE_S,
};

/**
 * An older host reports a time up to a quarter of a second stale, stamped only by its arrival:
 * following it as closely would chase that noise, so a guest follows it as every client did.
 */
export const COARSE_DRIFT: DriftThresholds = {
  enterS: 0.5,
  exitS: 0.25,
  resyncS: WATCH_PARTY_DRIFT_PLAYING_S,
  pausedS: 0.25,
};

export type DriftHost = {
  /** The host's position now (s), carried from its report. */
  time: number;
  playing: boolean;
  /** Playing but waiting for data or seeking: its position stands still. */
  stalled: boolean;
  rate: number;
  /** For how long it has been stalled (ms); 0 when it is not. */
  stalledForMs: number;
};

export type DriftLocal = { time: number; playing: boolean; stalled: boolean };

export type DriftInput = {
  host: DriftHost;
  local: DriftLocal;
  /** Whether the guest is easing already (the hysteresis' memory). */
  correcting: boolean;
  /** The host moved by hand since the last decision. */
  hostJumped: boolean;
  /** How far ahead of a playing host a seek lands, so the media is ready when the host arrives (s). */
  seekLeadS: number;
  /** The time from asking the media to play until it plays (s). */
  playLatencyS: number;
  /** How closely to follow; a precise host's by default. */
  thresholds?: DriftThresholds;
};

export type DriftAction =
  | { kind: 'none' }
  /** A multiplier on the party's speed; 1 ends easing. */
  | { kind: 'rate'; correction: number }
  | { kind: 'play' }
  | { kind: 'pause' }
  /** Pause, then go to `time`; when `play`, the guest then waits for the host and plays. */
  | { kind: 'seek'; time: number; play: boolean }
  /** Play after `delayMs`, when the host reaches the paused guest. */
  | { kind: 'playIn'; delayMs: number };

export type DriftDecision = {
  action: DriftAction;
  /** The hysteresis' memory for the next decision. */
  correcting: boolean;
  /** The guest's position minus the host's (s): positive is ahead. */
  drift: number;
};

/**
 * Pure: the speed multiplier that eases `drift` away: proportional, in whole steps, at least one
 * step while there is an offset, and within the gentle bounds.
 */
export function rateCorrectionFor(drift: number): number {
  if (drift === 0) return 1;
  const steps = Math.max(1, Math.round((RATE_GAIN_PER_S * Math.abs(drift)) / RATE_STEP));
  const change = Math.min(MAX_RATE_CORRECTION, steps * RATE_STEP);
  // Whole hundredths, so repeated decisions give exactly the same number.
  return Math.round((drift > 0 ? 1 - change : 1 + change) * 100) / 100;
}

/** Pure: one decision of the controller. */
export function decideDrift(input: DriftInput): DriftDecision {
  const { host, local, correcting, hostJumped, seekLeadS, playLatencyS } = input;
  const { enterS, exitS, resyncS, pausedS } = input.thresholds ?? PRECISE_DRIFT;
  const drift = local.time - host.time;
  const size = Math.abs(drift);
  const decide = (action: DriftAction, keepCorrecting = false): DriftDecision => ({
    action,
    correcting: keepCorrecting,
    drift,
  });
  // Ending a correction is part of every other action: easing only makes sense while both play.
  const settle = (): DriftDecision =>
    decide(correcting ? { kind: 'rate', correction: 1 } : { kind: 'none' });

  if (!host.playing) {
    // The host paused: stop on its very frame.
    if (local.playing) {
      return decide(
        size > pausedS ? { kind: 'seek', time: host.time, play: false } : { kind: 'pause' },
      );
    }
    if (local.stalled) return settle();
    return size > pausedS ? decide({ kind: 'seek', time: host.time, play: false }) : settle();
  }

  if (host.stalled) {
    // The host waits for data and its position stands. A jump (its seek) is followed at once;
    // otherwise a guest level with it or ahead holds for a moment, then plays on alone rather
    // than letting one member's slow connection stop everyone.
    // Ahead of it, the guest does not go back: after the grace it plays on alone.
    // It will go on from where it stands once it has its data: the guest goes a lead past that
    // point and waits there, so it is ready before the host moves.
    if (hostJumped ? size > enterS : drift < -resyncS) {
      return decide({ kind: 'seek', time: host.time + seekLeadS * host.rate, play: true });
    }
    const hold = drift > -enterS && host.stalledForMs < HOST_STALL_GRACE_MS;
    if (local.playing && hold) return decide({ kind: 'pause' });
    if (!local.playing && !hold && !local.stalled) return decide({ kind: 'play' });
    return settle();
  }

  // The host plays. A guest still seeking or loading is waited for.
  if (local.stalled) return settle();
  const ahead = (lead: number) => host.time + lead * host.rate;
  /** A paused guest ahead plays when the host gets there, asked that much early. */
  const waitFor = (offset: number): DriftAction => {
    const delayMs = (offset / host.rate - playLatencyS) * 1000;
    return delayMs <= 0 ? { kind: 'play' } : { kind: 'playIn', delayMs };
  };
  const waitable = drift > 0 && drift <= WAIT_AHEAD_MAX_S;
  if ((hostJumped && size > enterS) || size > resyncS) {
    // Ahead, waiting for the host costs nothing; behind, the guest must seek past it.
    if (local.playing && waitable && !hostJumped) return decide({ kind: 'pause' });
    if (!local.playing && waitable) return decide(waitFor(drift));
    return decide({ kind: 'seek', time: ahead(seekLeadS), play: true });
  }
  if (!local.playing) {
    // Level or behind, a play would start the guest its play latency late: it goes ahead instead.
    if (waitable) return decide(waitFor(drift));
    return decide({ kind: 'seek', time: ahead(seekLeadS), play: true });
  }
  if (correcting ? size < exitS : size <= enterS) return settle();
  return decide({ kind: 'rate', correction: rateCorrectionFor(drift) }, true);
}
