import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PLAYER_NAMESPACES } from '../apps/web/src/app/routes/player-namespaces.ts';
import { report } from './stats.ts';

/**
 * JavaScript a cold visit downloads, compressed as it goes on the wire, per route: home (the entry
 * and whatever index.html loads), /discover (that plus the discover page's chunks and those its
 * first render loads, as the server hints them) and the player
 * route (that plus the player page's chunks, its English strings and hls.js, which the route
 * fetches as it opens, with its worker; a viewer in another language also fetches that language's
 * strings).
 * A chunk's static imports load with it; dynamic imports that wait for a click are not counted.
 * On the wire means the build's brotli copy where there is one (every browser asks for it), else
 * gzip at its best; the gzip figure is printed beside it. Run after `npm run build -w apps/web`.
 */
const dist =
  process.env.WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const assets = path.join(dist, 'assets');

const budgetsKb = { home: 150, discover: 160, player: 300 } as const;

/** A chunk's static imports, as the bundler writes them: `import…from"./x.js"`, `import"./x.js"`. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    found.push(`/assets/${match[1]!}`);
  }
  return found;
}

function withStaticImports(files: Iterable<string>): Set<string> {
  const all = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (all.has(file)) continue;
    all.add(file);
    queue.push(...staticImports(file));
  }
  return all;
}

/**
 * The one chunk named `prefix-{hash}.js` (a page, or hls.js): the build's hash is 8 letters,
 * digits, `-` or `_`, so `hls-config-{hash}.js` is not hls.js.
 */
function chunk(prefix: string): string {
  const name = new RegExp(`^${prefix}-[\\w-]{8}\\.js$`);
  const names = fs.readdirSync(assets).filter((f) => name.test(f));
  if (names.length !== 1)
    throw new Error(`expected one ${prefix} chunk, found ${names.join(', ')}`);
  return `/assets/${names[0]!}`;
}

type Sizes = { wire: number; gzip: number };

function sizeOf(file: string): Sizes {
  const full = path.join(dist, file);
  const gzip = gzipSync(fs.readFileSync(full), { level: 9 }).length;
  const wire = fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : gzip;
  return { wire, gzip };
}

/** The chunks of the English namespace files the player route loads beside its page. */
function englishStrings(namespaces: readonly string[]): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return namespaces.map((namespace) => {
    const entry = manifest[`src/locales/en/${namespace}.json`];
    if (!entry) throw new Error(`the build has no English ${namespace} namespace file`);
    return `/${entry.file}`;
  });
}

/** The scripts the server hints for a deep link to `route`, as the build listed them. */
function hinted(route: string): string[] {
  const lists = JSON.parse(
    fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8'),
  ) as Record<string, string[]>;
  return (lists[route] ?? []).filter((file) => file.endsWith('.js'));
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const fromHtml = new Set<string>();
for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) fromHtml.add(match[1]!);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
  fromHtml.add(match[1]!);
}
const home = withStaticImports(fromHtml);
const routes: Record<keyof typeof budgetsKb, Set<string>> = {
  home,
  // The chunks the server hints for a deep link to /discover (the build's route-preloads.json):
  // the page and what its first render loads on demand (the library and may-play clients).
  discover: withStaticImports([...home, chunk('DiscoverPage'), ...hinted('/discover')]),
  player: withStaticImports([
    ...home,
    chunk('PlayerPage'),
    ...englishStrings(PLAYER_NAMESPACES),
    chunk('hls'),
    // hls.js's worker, started with the first segment: it too comes down before the first frame.
    chunk('hls.worker'),
  ]),
};

let ok = true;
for (const [route, files] of Object.entries(routes) as [keyof typeof budgetsKb, Set<string>][]) {
  const sizes = [...files].map((file) => ({ file, ...sizeOf(file) }));
  sizes.sort((a, b) => b.wire - a.wire);
  const wire = sizes.reduce((sum, s) => sum + s.wire, 0);
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${route}: ${files.size} scripts, gzip ${(gzip / 1024).toFixed(1)} KB`);
  for (const s of sizes.slice(0, 5)) {
    console.log(
      `  ${s.file}: ${(s.wire / 1024).toFixed(1)} KB (gzip ${(s.gzip / 1024).toFixed(1)})`,
    );
  }
  ok =
    report(`${route} JavaScript on the wire`, wire / 1024, 'KB', { max: budgetsKb[route] }) && ok;
}
process.exit(ok ? 0 : 1);
