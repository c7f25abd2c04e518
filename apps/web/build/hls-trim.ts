import type { Plugin } from 'vite';
import { HLS_WORKER_FAILED } from '../src/features/player/hls-failure.ts';
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
  let trimmed = withoutInlineTransmuxer(code);
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

/** Replaces exactly `count` matches of `pattern` in `code`, or throws naming `what`. */
function replaceExactly(
  code: string,
  pattern: RegExp,
  replacement: string,
  count: number,
  what: string,
): string {
  const found = code.match(pattern)?.length ?? 0;
  if (found !== count) {
    throw new Error(`hls.js has ${found} ${what}, expected ${count}`);
  }
  return code.replace(pattern, replacement);
}

/**
 * What the build puts where hls.js would make its transmuxer on the page's thread. It runs only
 * when the worker could not be started, and then fails the stream loudly (the player moves on to
 * the next one) instead of quietly demuxing on the page's thread.
 */
const INLINE_TRANSMUXER_STAND_IN = `function screenroomInlineTransmuxer() {
  throw new Error(${JSON.stringify(`${HLS_WORKER_FAILED}: this build transmuxes in its worker only`)});
}
`;

/**
 * Pure: hls.js's module without its transmuxer on the page's thread. The player always names
 * hls.js's worker (hls-config.ts), which holds the same demuxers and remuxers, so the page's copy
 * only ever ran when the worker failed. Its two constructions go, and with them the one
 * statement that kept the demuxer table alive (a splice adding AC-3), so the bundler drops the
 * demuxers and remuxers: about a fifth of hls.js on the wire.
 */
export function withoutInlineTransmuxer(code: string): string {
  let trimmed = replaceExactly(
    code,
    /new Transmuxer\(/g,
    'new (screenroomInlineTransmuxer())(',
    2,
    'inline transmuxer constructions',
  );
  trimmed = replaceExactly(
    trimmed,
    /muxConfig\.splice\(2, 0, \{\s*demux: AC3Demuxer,\s*remux: MP4Remuxer\s*\}\);/g,
    '',
    1,
    'AC-3 additions to the demuxer table',
  );
  return `${INLINE_TRANSMUXER_STAND_IN}${trimmed}`;
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
