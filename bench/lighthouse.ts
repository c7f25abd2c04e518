import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { percentile } from './stats.ts';

/**
 * Lighthouse performance and accessibility scores of /, /discover, /settings, /about and the player
 * route (the demo film, which plays from the bundled library) on its default mobile profile (simulated throttling: slow 4G, 4× CPU slowdown), against the real server.
 * Each page runs RUNS times and the median counts, because single Lighthouse runs vary by a few
 * points with the machine's load. Run after `npm run build -w apps/web`.
 */
const RUNS = Number(process.env.RUNS ?? 3);
/** Where to keep each page's last full report, to see where its time goes. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const pages = (
  process.env.PAGES ?? '/,/discover,/settings,/about,/media/tmdb-movie-45745-sintel'
).split(',');
const categories = ['performance', 'accessibility'] as const;
const minScore = 95;
const metrics = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
] as const;

type Category = (typeof categories)[number];
type PageRun = { scores: Record<Category, number>; metrics: Record<string, number> };

function runOf(lhr: Result): PageRun {
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const values = Object.fromEntries(
    metrics.map((m) => [m.id, lhr.audits[m.id]?.numericValue ?? Number.NaN]),
  );
  return { scores, metrics: values };
}

function median(runs: PageRun[], pick: (run: PageRun) => number): number {
  return percentile(runs.map(pick), 50);
}

function formatMetric(value: number, unit: string): string {
  return unit === 'ms' ? `${value.toFixed(0)} ms` : value.toFixed(3);
}

/** Prints one page's medians and returns whether every category reaches the minimum score. */
function reportPage(page: string, runs: PageRun[]): boolean {
  let ok = true;
  const scoreText = categories.map((c) => {
    const score = median(runs, (r) => r.scores[c]);
    if (score < minScore) ok = false;
    const each = runs.map((r) => r.scores[c]).join('/');
    return `${c} ${score} (${each})`;
  });
  const metricText = metrics.map(
    (m) =>
      `${m.label} ${formatMetric(
        median(runs, (r) => r.metrics[m.id]!),
        m.unit,
      )}`,
  );
  console.log(`${page}: ${scoreText.join(', ')} (budget ≥ ${minScore}: ${ok ? 'met' : 'MISSED'})`);
  console.log(`  median ${metricText.join(', ')}`);
  return ok;
}

/** Audits that cost points, so a missed budget says where to look. */
function printLosses(lhr: Result): void {
  for (const category of categories) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        const shown = audit.displayValue ? `: ${audit.displayValue}` : '';
        console.log(`    ${category} loses on ${ref.id} (score ${audit.score})${shown}`);
      }
    }
  }
}

// Checked before the server starts: a failed launch would leave the server running.
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
if (REPORT_DIR) await mkdir(REPORT_DIR, { recursive: true });
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  logLevel: 'silent',
});
let allOk = true;
try {
  for (const page of pages) {
    const runs: PageRun[] = [];
    let last: Result | undefined;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(server.baseUrl + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      last = result.lhr;
      runs.push(runOf(result.lhr));
    }
    allOk = reportPage(page, runs) && allOk;
    if (last) printLosses(last);
    if (last && REPORT_DIR) {
      const file = join(REPORT_DIR, `${page.replaceAll('/', '_') || '_'}.json`);
      await writeFile(file, JSON.stringify(last));
      console.log(`  last report: ${file}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(allOk ? 0 : 1);
