import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariants, shouldPrecompress } from '../build/precompress.ts';

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
});
