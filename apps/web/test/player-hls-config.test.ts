import { describe, expect, it } from 'vitest';
import { hlsConfig } from '../src/features/player/hls-config.ts';

describe('hls.js configuration', () => {
  it('names the worker hls.js demuxes in, since its module build carries none', () => {
    const config = hlsConfig();
    expect(config.enableWorker).toBe(true);
    expect(config.workerPath).toMatch(/hls\.worker\.js$/);
  });

  it('starts without a bandwidth probe, the first fragment asked for with its playlist', () => {
    expect(hlsConfig()).toMatchObject({ testBandwidth: false, startFragPrefetch: true });
  });
});
