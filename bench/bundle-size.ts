import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { report } from './stats.ts';

/**
 * Initial JavaScript of the home page, gzipped: the entry module plus every module index.html
 * preloads. Lazy route chunks are not counted; they load when their route opens.
 * Run after `npm run build -w apps/web`.
 */
const dist =
  process.env.WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = new Set<string>();
for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(match[1]!);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
  scripts.add(match[1]!);
}
let total = 0;
for (const src of scripts) {
  const bytes = gzipSync(fs.readFileSync(path.join(dist, src)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${src}: ${(bytes / 1024).toFixed(1)} KB gzipped`);
}
const ok = report('Home page initial JavaScript (gzip)', total / 1024, 'KB', { max: 200 });
process.exit(ok ? 0 : 1);
