import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { trimHls } from '../build/hls-trim.ts';
import { OMITTED_HLS_CONTROLLERS } from '../src/features/player/hls-omitted-parts.ts';

const hlsModule = fs.readFileSync(
  createRequire(import.meta.url)
    .resolve('hls.js')
    .replace(/hls\.js$/, 'hls.mjs'),
  'utf8',
);

describe('hls.js trimmed for the build', () => {
  it("takes every omitted controller out of hls.js's own defaults, and nothing else", () => {
    const trimmed = trimHls(hlsModule);
    for (const name of OMITTED_HLS_CONTROLLERS) {
      expect(trimmed).not.toMatch(new RegExp(`\\b${name}:\\s*[A-Z]`));
    }
    expect(trimmed).toMatch(/\baudioStreamController:\s*AudioStreamController\b/);
    expect(trimmed).toMatch(/\baudioTrackController:\s*AudioTrackController\b/);
    expect(trimmed).toMatch(/\bcapLevelController:\s*CapLevelController\b/);
    expect(trimmed).toMatch(/\bgapController:\s*GapController\b/);
    expect(trimmed.length).toBeLessThan(hlsModule.length);
  });

  it('fails the build when hls.js no longer names a controller in its defaults', () => {
    const renamed = hlsModule.replace(/\bcmcdController:\s*CMCDController\b/, 'cmcd: CMCD');
    expect(() => trimHls(renamed)).toThrow(/cmcdController 0 times/);
  });
});
