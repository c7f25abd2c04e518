import type { Plugin } from 'vite';
import { OMITTED_HLS_CONTROLLERS } from '../src/features/player/hls-omitted-parts.ts';

/** hls.js's full ES module, the one `import('hls.js')` resolves to. */
const HLS_MODULE = /[\\/]node_modules[\\/]hls\.js[\\/]dist[\\/]hls\.mjs$/;

/**
 * Pure: hls.js's module with the omitted controllers out of its default configuration, so the
 * bundler drops their classes as unused. hls.js builds its smaller variants the same way, from
 * its sources; this keeps alternate audio, which its light build also leaves out. Throws when a
 * controller is not named exactly once, so a new hls.js that writes its defaults differently
 * fails the build instead of quietly shipping everything.
 */
export function trimHls(code: string): string {
  let trimmed = code;
  for (const name of OMITTED_HLS_CONTROLLERS) {
    // `timelineController: TimelineController ,` in the defaults; `undefined` elsewhere.
    const entry = new RegExp(`(\\b${name}:\\s*)[A-Z]\\w*(?=\\s*[,}])`, 'g');
    const found = trimmed.match(entry)?.length ?? 0;
    if (found !== 1) {
      throw new Error(`hls.js names ${name} ${found} times in its defaults, expected once`);
    }
    trimmed = trimmed.replace(entry, '$1undefined');
  }
  return trimmed;
}

/** Leaves the hls.js parts the player turns off out of the build (player/hls-omitted-parts.ts). */
export function hlsTrimPlugin(): Plugin {
  return {
    name: 'screenroom-hls-trim',
    apply: 'build',
    transform: {
      filter: { id: HLS_MODULE },
      handler(code) {
        return { code: trimHls(code), map: null };
      },
    },
  };
}
