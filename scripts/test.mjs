// `npm test`: install what is missing, then build the release and run every check and suite: the
// operator check on the release, the browser tests (against the built web app and the real server)
// beside lint, format, the type-check and the unit and server tests, the web app's tests, and last
// the server tests held to the clock. Every step runs even when an earlier one failed, so one
// run shows everything that is wrong. Steps that need nothing from each other run two at a time
// (CI has two cores) where one of them mostly waits or neither holds a wall-clock bound: the longer
// one prints as it goes, the ones beside it keep their output until it ends, so the log never
// interleaves two steps.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();

const reports = mkdtempSync(path.join(tmpdir(), 'screenroom-test-'));
const failedSteps = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Tests that failed, were run again (the browser tests' one retry) and passed. */
const passedOnRetry = [];

const timings = [];
/** The output of the steps run beside a printing one, shown once that one has ended. */
const held = [];

async function step(name, command, { jsonReport, live = false } = {}) {
  const started = Date.now();
  if (live) console.log(`\n> ${command}`);
  const { status, output } = await run(command, live);
  if (!live) held.push(`\n> ${command} (${name}, run beside the step above)\n${output}`);
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (jsonReport) {
    try {
      const report = JSON.parse(readFileSync(jsonReport, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
      failures.push(...failedTests(report));
      passedOnRetry.push(...retriedTests(report));
    } catch {
      // no report: the runner itself failed, which the exit status below records
    }
  }
  if (status !== 0) failedSteps.push(name);
}

/** Runs `command`; unless `live`, its output (stdout and stderr as they came) is kept to print. */
function run(command, live) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal when there is one, although the output goes through a pipe.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

// CI shows only the tail of the output, so the names and first message lines of failed tests
// are repeated at the end, where they cannot scroll away.
function failedTests(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
      found.push(`${relative} > ${test.fullName}\n    ${message.slice(0, 400)}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      found.push(`${relative}\n    ${(file.message ?? '').split('\n')[0].slice(0, 400)}`);
    }
  }
  return found;
}

// A retried test keeps the errors of its failed tries; one that passed in the end is named, with
// its first error, so a flaky test is seen and fixed rather than hidden by the retry.
function retriedTests(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'passed' || (test.failureMessages ?? []).length === 0) continue;
      const message = test.failureMessages[0].split('\n').slice(0, 2).join(' | ');
      found.push(
        `${path.relative(root, file.name)} > ${test.fullName}\n    ${message.slice(0, 300)}`,
      );
    }
  }
  return found;
}

function vitest(name, projects, live, extraFlags = '') {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const flags = [...projects.map((p) => `--project ${p}`), extraFlags].join(' ').trim();
  return step(
    name,
    `npx vitest run ${flags} --reporter=default --reporter=json --outputFile.json=${out}`,
    { jsonReport: out, live },
  );
}

// Lanes run side by side, each its steps in order.
async function lanes(...list) {
  await Promise.all(
    list.map(async (lane) => {
      for (const next of lane) await next();
    }),
  );
  for (const text of held.splice(0)) process.stdout.write(text);
}

// The release build first: the web app and the extension (whose zip the browser tests download),
// and dist/, which the operator check and the browser tests' servers run. Then the operator check
// alone: it holds a drain and a backup under load to wall-clock bounds.
await step('release build', 'npm run build', { live: true });
await step('operator check', 'node --import tsx scripts/operator-check.mjs', { live: true });
// The browser tests, two files at a time, mostly wait (for pages, media and servers: on one
// worker they used a quarter of one core), so other steps run beside them: the checks of the
// source, which keep one core busy (the type-check, then lint and format), then the unit and
// server tests, two files at a time, which mostly wait on their databases and servers and hold no
// wall-clock bound.
await lanes(
  [() => vitest('browser tests', ['e2e'], true)],
  [
    () => step('typecheck', 'node scripts/typecheck.mjs'),
    () => step('lint', 'npx eslint . --max-warnings=0'),
    () => step('format', 'npx prettier --check .'),
    () =>
      vitest(
        'unit and server tests',
        ['core', 'providers', 'extension', 'server'],
        false,
        '--maxWorkers=2',
      ),
  ],
);
// The web app's tests on both cores, alone: they keep both busy (each file's jsdom set-up is most
// of their time) and hold no wall-clock bound (their network is msw in the same process).
await vitest('web tests', ['web'], true, '--maxWorkers=2');
// The server's tests that hold a drain, a shutdown, a watch party's stall or a backup to a
// wall-clock bound (project server-clock, vitest.config.ts): one at a time, nothing beside them.
await vitest('server tests held to the clock', ['server-clock'], true);

console.log('');
// The suite must stay well inside CI's time; the split shows where it goes.
console.log(`Steps: ${timings.join(', ')}`);
if (passedOnRetry.length > 0)
  console.log(`Passed only when run again:\n${passedOnRetry.map((f) => `  ${f}`).join('\n')}\n`);
if (failures.length > 0)
  console.log(`Failed tests:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
