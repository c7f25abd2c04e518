import { describe, expect, it } from 'vitest';
import {
  COARSE_DRIFT,
  DRIFT_ENTER_S,
  DRIFT_EXIT_S,
  HOST_STALL_GRACE_MS,
  MAX_RATE_CORRECTION,
  decideDrift,
  rateCorrectionFor,
  type DriftInput,
} from '../src/index.ts';

const host = { time: 100, playing: true, stalled: false, rate: 1, stalledForMs: 0 };
const local = { time: 100, playing: true, stalled: false };
const base: DriftInput = {
  host,
  local,
  correcting: false,
  hostJumped: false,
  seekLeadS: 0.5,
  playLatencyS: 0.03,
};
const decide = (patch: {
  host?: Partial<DriftInput['host']>;
  local?: Partial<DriftInput['local']>;
  correcting?: boolean;
  hostJumped?: boolean;
}) =>
  decideDrift({
    ...base,
    ...patch,
    host: { ...host, ...patch.host },
    local: { ...local, ...patch.local },
  });

describe('drift controller: both playing', () => {
  it('leaves a guest inside the dead band alone', () => {
    expect(decide({ local: { time: 100.05 } }).action).toEqual({ kind: 'none' });
  });

  it('eases a small offset by a gentle speed change, slower when ahead, faster when behind', () => {
    const ahead = decide({ local: { time: 100.2 } });
    expect(ahead).toMatchObject({ correcting: true, action: { kind: 'rate' } });
    expect(ahead.action.kind === 'rate' && ahead.action.correction).toBeCloseTo(0.92);
    const behind = decide({ local: { time: 99.93 } });
    expect(behind.action.kind === 'rate' && behind.action.correction).toBeCloseTo(1.06);
    expect(rateCorrectionFor(-0.5)).toBe(1 + MAX_RATE_CORRECTION);
  });

  it('changes the speed in whole steps only, at least one while off', () => {
    expect(rateCorrectionFor(0.041)).toBe(0.96);
    expect(rateCorrectionFor(0.049)).toBe(0.96);
    expect(rateCorrectionFor(-0.025)).toBe(1.02);
    expect(rateCorrectionFor(0.001)).toBe(0.98);
    expect(rateCorrectionFor(0)).toBe(1);
  });

  it('keeps easing until the offset is below the lower threshold, then ends it', () => {
    const between = (DRIFT_ENTER_S + DRIFT_EXIT_S) / 2;
    expect(decide({ local: { time: 100 + between }, correcting: true }).action.kind).toBe('rate');
    expect(decide({ local: { time: 100 + between }, correcting: false }).action.kind).toBe('none');
    expect(decide({ local: { time: 100.01 }, correcting: true })).toMatchObject({
      action: { kind: 'rate', correction: 1 },
      correcting: false,
    });
  });

  it('seeks ahead of the host by the lead when too far behind to ease', () => {
    expect(decide({ local: { time: 99.3 } }).action).toEqual({
      kind: 'seek',
      time: 100.5,
      play: true,
    });
    expect(decide({ host: { rate: 1.5 }, local: { time: 99 } }).action).toEqual({
      kind: 'seek',
      time: 100.75,
      play: true,
    });
  });

  it('pauses to wait for the host when too far ahead to ease, and seeks when very far', () => {
    expect(decide({ local: { time: 100.8 } }).action).toEqual({ kind: 'pause' });
    expect(decide({ local: { time: 105 } }).action.kind).toBe('seek');
  });

  it('follows a host jump at once, even a short one', () => {
    expect(decide({ local: { time: 99.8 }, hostJumped: true }).action.kind).toBe('seek');
    expect(decide({ local: { time: 100.03 }, hostJumped: true }).action.kind).toBe('none');
  });

  it('waits for a guest that is loading', () => {
    expect(decide({ local: { time: 97, stalled: true } }).action).toEqual({ kind: 'none' });
    expect(decide({ local: { stalled: true }, correcting: true }).action).toEqual({
      kind: 'rate',
      correction: 1,
    });
  });
});

describe('drift controller: an older host', () => {
  it('follows within the thresholds older clients use, not its report noise', () => {
    const coarse = (time: number) =>
      decideDrift({ ...base, local: { ...local, time }, thresholds: COARSE_DRIFT }).action.kind;
    expect(coarse(100.3)).toBe('none');
    expect(coarse(100.6)).toBe('rate');
    expect(coarse(98.5)).toBe('rate');
    expect(coarse(97.5)).toBe('seek');
  });
});

describe('drift controller: play state', () => {
  it('stops on the paused host’s frame', () => {
    expect(decide({ host: { playing: false }, local: { time: 100.3 } }).action).toEqual({
      kind: 'seek',
      time: 100,
      play: false,
    });
    expect(decide({ host: { playing: false }, local: { time: 100.01 } }).action).toEqual({
      kind: 'pause',
    });
    expect(
      decide({ host: { playing: false }, local: { playing: false, time: 100.01 } }).action,
    ).toEqual({ kind: 'none' });
    expect(
      decide({ host: { playing: false }, local: { playing: false, time: 90 } }).action,
    ).toEqual({
      kind: 'seek',
      time: 100,
      play: false,
    });
  });

  it('plays a paused guest just ahead of the host at once, and sends one level or behind ahead', () => {
    expect(decide({ local: { playing: false, time: 100.02 } }).action).toEqual({ kind: 'play' });
    expect(decide({ local: { playing: false, time: 99.99 } }).action).toEqual({
      kind: 'seek',
      time: 100.5,
      play: true,
    });
  });

  it('lets a paused guest ahead of the host wait for it, less the play latency', () => {
    const decision = decide({ local: { playing: false, time: 100.5 } });
    expect(decision.action.kind).toBe('playIn');
    expect(decision.action.kind === 'playIn' && decision.action.delayMs).toBeCloseTo(470);
  });

  it('seeks ahead when a paused guest is behind or far ahead', () => {
    expect(decide({ local: { playing: false, time: 99.5 } }).action.kind).toBe('seek');
    expect(decide({ local: { playing: false, time: 100 } }).action.kind).toBe('seek');
    expect(decide({ local: { playing: false, time: 110 } }).action.kind).toBe('seek');
  });
});

describe('drift controller: a host waiting for data', () => {
  const stalled = { stalled: true, stalledForMs: 100 };

  it('holds a guest level with it for the grace only', () => {
    expect(decide({ host: stalled, local: { time: 100.2 } }).action).toEqual({ kind: 'pause' });
    expect(
      decide({ host: { ...stalled, stalledForMs: HOST_STALL_GRACE_MS }, local: { time: 100.2 } })
        .action,
    ).toEqual({ kind: 'none' });
    expect(
      decide({
        host: { ...stalled, stalledForMs: HOST_STALL_GRACE_MS + 1 },
        local: { playing: false, time: 100.2 },
      }).action,
    ).toEqual({ kind: 'play' });
  });

  it('does not hold a guest behind it, nor send one far ahead back', () => {
    expect(decide({ host: stalled, local: { time: 99.7 } }).action).toEqual({ kind: 'none' });
    const late = { ...stalled, stalledForMs: HOST_STALL_GRACE_MS + 1 };
    expect(decide({ host: late, local: { time: 102 } }).action).toEqual({ kind: 'none' });
    expect(decide({ host: late, local: { time: 99 } }).action.kind).toBe('seek');
  });

  it('follows its jump to a lead past where it stands, and waits there', () => {
    expect(decide({ host: stalled, local: { time: 90 }, hostJumped: true }).action).toEqual({
      kind: 'seek',
      time: 100.5,
      play: true,
    });
    // Paused ahead of it, the guest holds until the host moves.
    expect(decide({ host: stalled, local: { time: 100.5, playing: false } }).action).toEqual({
      kind: 'none',
    });
  });
});

describe('drift controller on a synthetic clock', () => {
  /** Runs a playing host and guest for `seconds` in 100 ms steps, the guest obeying each rate. */
  function simulate(startOffset: number, seconds: number) {
    let hostTime = 50;
    let guestTime = 50 + startOffset;
    let correction = 1;
    let correcting = false;
    const offsets: number[] = [];
    const corrections: number[] = [];
    for (let step = 0; step < seconds * 10; step++) {
      hostTime += 0.1;
      guestTime += 0.1 * correction;
      const decision = decideDrift({
        ...base,
        host: { ...host, time: hostTime },
        local: { ...local, time: guestTime },
        correcting,
      });
      correcting = decision.correcting;
      if (decision.action.kind === 'rate') correction = decision.action.correction;
      expect(decision.action.kind).not.toBe('seek');
      offsets.push(guestTime - hostTime);
      corrections.push(correction);
    }
    return { offsets, corrections };
  }

  it.each([0.45, -0.45, 0.15, -0.07])(
    'brings a guest %s s off back without overshooting and then rests',
    (start) => {
      const { offsets, corrections } = simulate(start, 20);
      // Never crosses to the other side: no oscillation.
      expect(
        offsets.every((offset) => Math.sign(offset) === Math.sign(start) || offset === 0),
      ).toBe(true);
      const last = offsets.at(-1)!;
      expect(Math.abs(last)).toBeLessThan(DRIFT_ENTER_S);
      expect(corrections.at(-1)).toBe(1);
      // Once the easing ends it is not started again: no hunting around the target.
      const easedUntil = corrections.findIndex(
        (c, i) => i > 0 && c === 1 && corrections[i - 1] !== 1,
      );
      expect(easedUntil).toBeGreaterThan(0);
      expect(corrections.slice(easedUntil).every((c) => c === 1)).toBe(true);
      expect(corrections.every((c) => Math.abs(c - 1) <= MAX_RATE_CORRECTION + 1e-9)).toBe(true);
    },
  );

  it('is back within 0.1 s of the host quickly from a quarter second off', () => {
    const { offsets } = simulate(-0.25, 5);
    const within = offsets.findIndex((offset) => Math.abs(offset) <= 0.1);
    expect(within).toBeGreaterThan(-1);
    expect(within).toBeLessThanOrEqual(25);
  });
});
