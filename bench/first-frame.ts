import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { repoRoot, startServer } from '../e2e/server.ts';
import { percentile, report } from './stats.ts';

/**
 * Time to first frame: from the start of navigation until the video presents its first frame
 * (requestVideoFrameCallback), in Chromium on localhost, with a fresh browser context each run so
 * nothing is cached. Two pages are measured, alternating: Screenroom's player route, and a bare
 * page that holds nothing but hls.js and plays the same master playlist from the same server, the
 * floor any web player sits on. What counts is the ratio between the two, since both move together
 * with the machine's load. Also prints the part after the stream was found, which the player marks
 * with `performance.mark('screenroom:stream-found')`, and the player's other marks, to say where the
 * time before it goes. Run after `npm run build -w apps/web`.
 */
const RUNS = Number(process.env.RUNS ?? 7);
const route = '/media/tmdb-movie-45745-sintel';
const BARE_DIR = 'bench-bare';
const MAX_RATIO_P50 = 1.2;
const MAX_RATIO_P95 = 1.5;

/**
 * The bare page is served as static files by the same server, from a copy of the build with the
 * page added, so it comes from the same origin and the same file server as the app. It starts
 * hls.js with the same start-up choices as the app (no bandwidth probe, first fragment fetched
 * while the playlist is parsed), so the ratio measures the app and not a setting.
 */
function webDistWithBarePage(): { dir: string; remove(): void } {
  const source = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-first-frame-'));
  fs.cpSync(source, dir, { recursive: true });
  const bare = path.join(dir, BARE_DIR);
  fs.mkdirSync(bare);
  const files: Record<string, string | Buffer> = {
    'index.html': [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="UTF-8"><title>hls.js alone</title>',
      '<script src="hls.min.js"></script><script src="play.js" defer></script></head>',
      '<body><video muted playsinline></video></body></html>',
    ].join('\n'),
    'play.js': [
      'const video = document.querySelector("video");',
      'const hls = new Hls({ testBandwidth: false, startFragPrefetch: true });',
      'hls.on(Hls.Events.MANIFEST_PARSED, () => { video.play().catch(() => {}); });',
      'hls.attachMedia(video);',
      'hls.loadSource(new URLSearchParams(location.search).get("src"));',
    ].join('\n'),
    'hls.min.js': fs.readFileSync(path.join(repoRoot, 'node_modules/hls.js/dist/hls.min.js')),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(bare, name), content);
    // Compressed on the wire as the app's own scripts are.
    fs.writeFileSync(path.join(bare, `${name}.gz`), gzipSync(content, { level: 9 }));
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

interface Run {
  firstFrame: number;
  marks: Record<string, number>;
}

/** One cold visit in a fresh context; `onRequest` sees the page's requests. */
async function visit(
  browser: Browser,
  url: string,
  onRequest?: (request: Request) => void,
): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (onRequest) page.on('request', onRequest);
    // No named local functions in here: tsx wraps them in a `__name` helper the page lacks.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstFrame?: number };
      new MutationObserver(() => {
        const video = document.querySelector('video');
        if (video && !video.dataset.benchWatched) {
          video.dataset.benchWatched = '1';
          video.requestVideoFrameCallback((now) => {
            w.__firstFrame ??= now;
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: number }).__firstFrame !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => ({
      firstFrame: (window as unknown as { __firstFrame: number }).__firstFrame,
      marks: Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('screenroom:'))
          .map((m) => [m.name.replace('screenroom:', ''), m.startTime]),
      ),
    }));
  } finally {
    await context.close();
  }
}

const dist = webDistWithBarePage();
const server = await startServer({ WEB_DIST: dist.dir });
const browser = await launchBrowser();
const app: Run[] = [];
const bare: number[] = [];
try {
  // A first visit, not counted, warms the server and tells which master playlist the app plays.
  let master: string | undefined;
  await visit(browser, server.baseUrl + route, (request) => {
    if (master === undefined && /\.m3u8(\?|$)/.test(request.url())) master = request.url();
  });
  if (master === undefined) throw new Error(`${route} requested no HLS playlist`);
  console.log(`master playlist: ${master}`);
  const bareUrl = `${server.baseUrl}/${BARE_DIR}/index.html?src=${encodeURIComponent(master)}`;
  await visit(browser, bareUrl);
  for (let i = 0; i < RUNS; i++) {
    // Alternating, and which one goes first alternates too, so a slow moment hits both alike.
    const order = i % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
    for (const which of order) {
      if (which === 'app') app.push(await visit(browser, server.baseUrl + route));
      else bare.push((await visit(browser, bareUrl)).firstFrame);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}

const totals = app.map((r) => r.firstFrame);
const fmt = (values: number[]) => values.map((t) => t.toFixed(0)).join(', ');
console.log(`runs: ${RUNS} of each, alternating`);
console.log(`  player route: ${fmt(totals)} ms`);
console.log(`  hls.js alone: ${fmt(bare)} ms`);
const markNames = [...new Set(app.flatMap((r) => Object.keys(r.marks)))];
for (const name of markNames) {
  const at = app.flatMap((r) => (r.marks[name] === undefined ? [] : [r.marks[name]]));
  console.log(`  player mark ${name}: p50 ${percentile(at, 50).toFixed(0)} ms after navigation`);
}
const appP50 = percentile(totals, 50);
const appP95 = percentile(totals, 95);
const bareP50 = percentile(bare, 50);
const bareP95 = percentile(bare, 95);
report('Player route first frame p50', appP50, 'ms');
report('Player route first frame p95', appP95, 'ms');
report('hls.js alone first frame p50', bareP50, 'ms');
report('hls.js alone first frame p95', bareP95, 'ms');
let ok = report('First frame ratio p50 (player / hls.js alone)', appP50 / bareP50, '×', {
  max: MAX_RATIO_P50,
});
ok =
  report('First frame ratio p95 (player / hls.js alone)', appP95 / bareP95, '×', {
    max: MAX_RATIO_P95,
  }) && ok;
const afterStream = app.flatMap((r) =>
  r.marks['stream-found'] === undefined ? [] : [r.firstFrame - r.marks['stream-found']],
);
if (afterStream.length > 0) {
  ok =
    report('Stream found → first frame p95', percentile(afterStream, 95), 'ms', { max: 1000 }) &&
    ok;
}
process.exit(ok ? 0 : 1);
