import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const textAsset = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
/** Below this, the compressed copy saves less than the extra file costs. */
const MIN_BYTES = 1024;

/** index.html is rewritten by the server on every start, so a compressed copy would be stale. */
export function shouldPrecompress(fileName: string, size: number): boolean {
  return textAsset.test(fileName) && size >= MIN_BYTES;
}

export type CompressedVariant = { suffix: '.br' | '.gz'; data: Uint8Array };

/** Brotli for browsers that take it, gzip for the rest; both at their slowest, smallest setting. */
export async function compressedVariants(source: Uint8Array): Promise<CompressedVariant[]> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants: CompressedVariant[] = [
    { suffix: '.br', data: br },
    { suffix: '.gz', data: gz },
  ];
  return variants.filter((variant) => variant.data.byteLength < source.byteLength);
}

/**
 * Compresses the text files directly in `dir` that have no copies yet: those written after the
 * bundle, such as the service worker and its Workbox runtime, which every visit's update check
 * downloads.
 */
export async function precompressLateFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  const done: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (!info.isFile() || !shouldPrecompress(name, info.size)) continue;
    if (names.includes(`${name}.br`) || names.includes(`${name}.gz`)) continue;
    for (const { suffix, data } of await compressedVariants(await readFile(file))) {
      await writeFile(file + suffix, data);
    }
    done.push(name);
  }
  return done;
}

/**
 * Writes `.br` and `.gz` copies of the built text assets next to them, so the server sends them
 * compressed without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'screenroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa has written sw.js (its own closeBundle, which runs in sequence).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressLateFiles(outDir);
      },
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const writes = Object.values(bundle).map(async (output) => {
        const source =
          output.type === 'chunk'
            ? Buffer.from(output.code)
            : typeof output.source === 'string'
              ? Buffer.from(output.source)
              : output.source;
        if (!shouldPrecompress(output.fileName, source.byteLength)) return;
        for (const { suffix, data } of await compressedVariants(source)) {
          await writeFile(path.join(dir, output.fileName + suffix), data);
        }
      });
      await Promise.all(writes);
    },
  };
}
