// `npm test`: install what is missing, then lint, type-check and run every suite: unit, server,
// the operator check on the built release, and browser. The browser suite runs against the built
// web app and the real server. Every step runs even when an earlier one failed, so one run shows
// everything that is wrong.
import { spawnSync } from 'node:child_process';
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

const timings = [];

function step(name, command, jsonReport) {
  console.log(`\n> ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (jsonReport) {
    try {
      const report = JSON.parse(readFileSync(jsonReport, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
      failures.push(...failedTests(report));
    } catch {
      // no report: the runner itself failed, which the exit status below records
    }
  }
  if (result.status !== 0) failedSteps.push(name);
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

function vitest(name, projects) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const flags = projects.map((p) => `--project ${p}`).join(' ');
  step(
    name,
    `npx vitest run ${flags} --reporter=default --reporter=json --outputFile.json=${out}`,
    out,
  );
}

step('lint', 'npx eslint . --max-warnings=0');
step('format', 'npx prettier --check .');
step('typecheck', 'node scripts/typecheck.mjs');
vitest('unit and server tests', ['core', 'providers', 'extension', 'web', 'server']);
// The release build: the web app and the extension (whose zip the browser tests download), and
// dist/, which the operator check runs.
step('release build', 'npm run build');
step('operator check', 'node --import tsx scripts/operator-check.mjs');
vitest('browser tests', ['e2e']);

console.log('');
// The suite must stay well inside CI's time; the split shows where it goes.
console.log(`Steps: ${timings.join(', ')}`);
if (failures.length > 0)
  console.log(`Failed tests:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
