import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { trimHls, withoutInlineTransmuxer } from '../build/hls-trim.ts';
import { hlsStreamFailure } from '../src/features/player/hls-failure.ts';
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

  it("leaves out hls.js's transmuxer for the page's thread, and its demuxer table with it", () => {
    const trimmed = trimHls(hlsModule);
    expect(hlsModule).toMatch(/new Transmuxer\(/);
    expect(trimmed).not.toMatch(/new Transmuxer\(/);
    expect(trimmed).not.toMatch(/muxConfig\.splice/);
    // What stands in for it throws what the player reads as a broken worker, ending the stream.
    const standIn = trimmed.slice(0, trimmed.indexOf('}') + 1);
    const make = new Function(`${standIn}; return screenroomInlineTransmuxer;`) as () => () => void;
    let message = '';
    try {
      make()();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^hls\.js worker failed: /);
    expect(
      hlsStreamFailure({ fatal: false, details: 'internalException', error: { message } }),
    ).toBe(message);
  });

  it('fails the build when hls.js makes its transmuxer in more or fewer places', () => {
    const third = `${hlsModule}\nnew Transmuxer(this.observer);`;
    expect(() => withoutInlineTransmuxer(third)).toThrow(/3 inline transmuxer constructions/);
    const noSplice = hlsModule.replace(/muxConfig\.splice\(/, 'muxConfig.push(');
    expect(() => withoutInlineTransmuxer(noSplice)).toThrow(/0 AC-3 additions/);
  });

  it('fails the build when hls.js no longer names a controller in its defaults', () => {
    const renamed = hlsModule.replace(/\bcmcdController:\s*CMCDController\b/, 'cmcd: CMCD');
    expect(() => trimHls(renamed)).toThrow(/cmcdController 0 times/);
  });
});
