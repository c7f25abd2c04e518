import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSrt } from '../apps/web/test/fixtures/subtitles/generate-srt.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { percentile, report } from './stats.ts';

/**
 * The caption pipeline (decode the bytes, parse, sanitise every cue) over a 2-hour SRT of about
 * 1,500 cues with real-world markup, run in Chromium where it runs for viewers: the player's own
 * modules are bundled with esbuild and timed inside the page.
 */
const RUNS = Number(process.env.RUNS ?? 200);
const WARM_UP_RUNS = 20;
const CUES = 1500;
const DURATION_S = 2 * 3600;
const P95_BUDGET_MS = 20;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const entry = `
import { prepareCaptionCues } from './apps/web/src/features/player/captions/prepare-caption-cues.ts';
window.__captionBench = async (bytes, warmUp, runs) => {
  const input = new Uint8Array(bytes);
  let cues = 0;
  for (let i = 0; i < warmUp; i++) await prepareCaptionCues(input);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    cues = (await prepareCaptionCues(input)).length;
    samples.push(performance.now() - started);
  }
  return { samples, cues };
};
`;

const bundle = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'error',
});

const srt = generateSrt({ cues: CUES, duration: DURATION_S });
const bytes = [...new TextEncoder().encode(srt)];
const browser = await launchBrowser();
let result: { samples: number[]; cues: number };
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  result = await page.evaluate(
    ([input, warmUp, runs]) =>
      (
        window as unknown as {
          __captionBench: (
            bytes: number[],
            warmUp: number,
            runs: number,
          ) => Promise<{ samples: number[]; cues: number }>;
        }
      ).__captionBench(input, warmUp, runs),
    [bytes, WARM_UP_RUNS, RUNS] as const,
  );
} finally {
  await browser.close();
}

if (result.cues !== CUES)
  throw new Error(`expected ${CUES} cues, the pipeline gave ${result.cues}`);
const tagged = srt.split('\n\n').filter((block) => /[<{]/.test(block)).length;
console.log(
  `caption pipeline (decode + parse + sanitise) in Chromium: ${CUES} cues over ${DURATION_S / 3600} h, ` +
    `${tagged} with markup, ${(bytes.length / 1024).toFixed(0)} KB, ${RUNS} runs`,
);
report('p50', percentile(result.samples, 50), 'ms');
const met = report('p95', percentile(result.samples, 95), 'ms', { max: P95_BUDGET_MS });
report('max', Math.max(...result.samples), 'ms');
process.exit(met ? 0 : 1);
