import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every benchmark in turn and exits non-zero when any budget is missed. Left out for its
 * length: the watch party's load test (10 minutes), run on its own with
 * `npx tsx bench/watch-party-load.ts` (`--minutes 1` for a quick check).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const benches = [
  'search.ts',
  'sync.ts',
  'statements.ts',
  'login-cost.ts',
  'subtitles.ts',
  'proxy-throughput.ts',
  'hostile-load.ts',
  'bundle-size.ts',
  'first-frame.ts',
  'episode-switch.ts',
  'caption-switch.ts',
  'details-modal.ts',
  'watch-party-drift.ts',
  'lighthouse.ts',
];
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const result = spawnSync('npx', ['tsx', path.join(here, bench)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
