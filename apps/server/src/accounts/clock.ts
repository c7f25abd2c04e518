/** Milliseconds since the epoch; injected so expiry can be tested without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
