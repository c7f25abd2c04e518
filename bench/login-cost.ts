import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launchBrowser } from '../e2e/browser.ts';
import { percentile, report } from './stats.ts';

/**
 * Cost of logging in on the client, in Chromium: the key derivation (PBKDF2, 2048 rounds) plus
 * the Ed25519 key pair and the challenge signature, with the same core code the web app ships.
 */
const RUNS = Number(process.env.RUNS ?? 30);
const here = path.dirname(fileURLToPath(import.meta.url));

const bundle = await build({
  stdin: {
    contents: `
      import { generateMnemonic, seedFromMnemonic, keyPairFromSeed, signChallenge } from '@screenroom/core';
      window.measureLogin = (runs) => {
        const mnemonic = generateMnemonic();
        const times = [];
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          const seed = seedFromMnemonic(mnemonic);
          const keys = keyPairFromSeed(seed);
          signChallenge('challenge-' + i, keys.privateKey);
          times.push(performance.now() - start);
        }
        return times;
      };`,
    resolveDir: here,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  minify: true,
});

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>login cost</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  // One warm-up run so the figures are not the JIT's first impression.
  await page.evaluate(() =>
    (window as unknown as { measureLogin(n: number): number[] }).measureLogin(3),
  );
  const times = await page.evaluate(
    (runs) => (window as unknown as { measureLogin(n: number): number[] }).measureLogin(runs),
    RUNS,
  );
  console.log(`runs: ${RUNS}`);
  report('Login key derivation + signing p50', percentile(times, 50), 'ms');
  report('Login key derivation + signing p95', percentile(times, 95), 'ms');
} finally {
  await browser.close();
}
