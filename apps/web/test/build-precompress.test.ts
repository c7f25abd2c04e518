import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressedVariants,
  precompressLateFiles,
  shouldPrecompress,
} from '../build/precompress.ts';

describe('precompressed build assets', () => {
  it('compresses text assets of a useful size only', () => {
    expect(shouldPrecompress('assets/index-abc.js', 40_000)).toBe(true);
    expect(shouldPrecompress('assets/index-abc.css', 9_000)).toBe(true);
    expect(shouldPrecompress('favicon.svg', 2_000)).toBe(true);
    expect(shouldPrecompress('assets/tiny-abc.js', 500)).toBe(false);
    expect(shouldPrecompress('index.html', 40_000)).toBe(false);
    expect(shouldPrecompress('assets/poster.jpg', 40_000)).toBe(false);
  });

  it('writes brotli and gzip copies that decompress to the source', async () => {
    const text = 'export const greeting = "hello";\n'.repeat(200);
    const source = Buffer.from(text);
    const variants = await compressedVariants(source);
    expect(variants.map((v) => v.suffix)).toEqual(['.br', '.gz']);
    const br = variants.find((v) => v.suffix === '.br')!.data;
    const gz = variants.find((v) => v.suffix === '.gz')!.data;
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(br.byteLength).toBeLessThan(source.byteLength / 10);
  });

  it('leaves out a copy that would not be smaller', async () => {
    const random = randomBytes(2048);
    expect(await compressedVariants(random)).toEqual([]);
  });

  it('compresses the files written after the bundle, such as the service worker, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-late-'));
    try {
      const worker = 'self.addEventListener("fetch", () => {});\n'.repeat(100);
      fs.writeFileSync(path.join(dir, 'sw.js'), worker);
      fs.writeFileSync(
        path.join(dir, 'registerSW.js'),
        'navigator.serviceWorker.register("/sw.js")',
      );
      fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>'.repeat(200));
      fs.mkdirSync(path.join(dir, 'assets'));
      expect(await precompressLateFiles(dir)).toEqual(['sw.js']);
      expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'sw.js.br'))).toString()).toBe(
        worker,
      );
      expect(gunzipSync(fs.readFileSync(path.join(dir, 'sw.js.gz'))).toString()).toBe(worker);
      expect(await precompressLateFiles(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
