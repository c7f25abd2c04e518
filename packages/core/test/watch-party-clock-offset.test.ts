import { describe, expect, it } from 'vitest';
import {
  CLOCK_SAMPLE_WINDOW,
  bestEstimate,
  createClockOffsetEstimator,
  estimateFromSample,
} from '../src/index.ts';

/** A server whose clock runs `offset` ms ahead, answering halfway through each trip. */
function sample(offset: number, sentAt: number, roundTrip: number, skew = 0) {
  const receivedAt = sentAt + roundTrip;
  return { sentAt, serverTime: sentAt + roundTrip / 2 + offset + skew, receivedAt };
}

describe('clock offset', () => {
  it('reads the offset at the middle of the round trip', () => {
    expect(estimateFromSample(sample(5000, 1000, 40))).toEqual({ offset: 5000, roundTrip: 40 });
  });

  it('refuses a sample that ends before it begins', () => {
    expect(estimateFromSample({ sentAt: 10, serverTime: 5, receivedAt: 9 })).toBeNull();
    expect(bestEstimate([])).toBeNull();
  });

  it('keeps the sample with the shortest round trip', () => {
    // A slow trip whose answer was delayed on the way back looks 100 ms off; the fast one is right.
    const slow = sample(-300, 0, 400, -100);
    const fast = sample(-300, 500, 12);
    const estimator = createClockOffsetEstimator();
    estimator.add(slow);
    expect(estimator.estimate()?.offset).toBe(-400);
    estimator.add(fast);
    expect(estimator.estimate()).toEqual({ offset: -300, roundTrip: 12 });
    expect(estimator.serverNow(10_000)).toBe(9700);
  });

  it('forgets samples older than the window, so a changed clock is followed', () => {
    const estimator = createClockOffsetEstimator();
    estimator.add(sample(100, 0, 2));
    for (let i = 1; i <= CLOCK_SAMPLE_WINDOW; i++) estimator.add(sample(250, i * 1000, 10 + i));
    expect(estimator.size()).toBe(CLOCK_SAMPLE_WINDOW);
    expect(estimator.estimate()).toEqual({ offset: 250, roundTrip: 11 });
  });

  it('uses the device clock until a sample has come', () => {
    const estimator = createClockOffsetEstimator();
    expect(estimator.serverNow(1234)).toBe(1234);
    estimator.add({ sentAt: 5, serverTime: 1, receivedAt: 4 });
    expect(estimator.estimate()).toBeNull();
    estimator.add(sample(7, 0, 2));
    estimator.clear();
    expect(estimator.serverNow(1234)).toBe(1234);
  });
});
