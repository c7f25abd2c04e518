// The Node.js versions Screenroom says it runs on (the root manifest's `engines.node`, repeated in
// README and the operator guide) are ones every package of the production install runs on: each
// says so itself, or is named below with the reason it runs there anyway, and is loaded by this
// test on the Node.js running it (the suite runs on the oldest major we state).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version?: string;
  dev?: boolean;
  link?: boolean;
  engines?: Record<string, string> | string[];
}

const manifest = readJson('package.json') as { engines?: { node?: string } };
const ours = manifest.engines?.node ?? '';
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };

/** Production packages that declare a newer Node.js than our floor, and why they run on it anyway.
 * Both are ES modules that CommonJS dependents load with `require()`, which Node.js 20.19 does
 * without a flag; older versions of their dependents (light-my-request, @fastify/static) would
 * give up the path checks our static file serving relies on. */
const runsBelowDeclaredFloor: Record<string, { dependent: string }> = {
  cookie: { dependent: 'light-my-request' },
  'content-disposition': { dependent: '@fastify/static' },
};

/** The oldest Node.js our range allows: a package whose floor is above it fails there first. A
 * range's open top is not held against packages that list the majors they were built for. */
function oldestOurs(): string {
  const oldest = semver.minVersion(ours);
  if (!oldest) throw new Error(`engines.node (${ours}) is not a range of versions`);
  return oldest.version;
}

/** The lockfile's packages that `npm ci --omit=dev` installs, with the Node.js range of each that
 * declares one. */
function productionEngines(): { name: string; node: string }[] {
  return Object.entries(lock.packages)
    .filter(([place, entry]) => place !== '' && !entry.dev && !entry.link)
    .flatMap(([place, entry]) => {
      // `engines` as an array is npm's old form, naming no versions.
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return node ? [{ name: `${place.split('node_modules/').pop()}@${entry.version}`, node }] : [];
    });
}

describe('the Node.js versions Screenroom runs on', () => {
  it('are a range of versions', () => {
    expect(semver.validRange(ours), `engines.node is "${ours}"`).toBeTruthy();
  });

  it('are accepted by every package of the production install', () => {
    const packages = productionEngines();
    // The lockfile records engines: a handful of the production packages declare them.
    expect(packages.length).toBeGreaterThan(5);
    const oldest = oldestOurs();
    const refusing = packages
      .filter((p) => !semver.satisfies(oldest, p.node))
      .filter((p) => !(p.name.slice(0, p.name.lastIndexOf('@')) in runsBelowDeclaredFloor))
      .map((p) => `${p.name} needs Node.js ${p.node}`);
    expect(refusing, `these do not run on Node.js ${oldest}, which ${ours} allows`).toEqual([]);
  });

  it('load the packages that declare a newer floor, as their dependents do', () => {
    const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
    for (const [name, { dependent }] of Object.entries(runsBelowDeclaredFloor)) {
      // Resolved from the dependent's own place, as its `require()` does at run time.
      const fromDependent = createRequire(serverRequire.resolve(`${dependent}/package.json`));
      const loaded: unknown = fromDependent(name);
      expect(loaded, `${name} through ${dependent} on Node.js ${process.version}`).toBeTruthy();
      expect(Object.keys(loaded as object).length, name).toBeGreaterThan(0);
    }
  });

  it('are the ones README and the operator guide state', () => {
    const oldest = semver.coerce(oldestOurs());
    for (const file of ['README.md', 'docs/operating.md']) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const stated = /Node\.js (\d+(?:\.\d+){0,2}) or newer/.exec(text)?.[1];
      expect(stated, `${file} says which Node.js it needs`).toBeDefined();
      expect(semver.coerce(stated)?.version, file).toBe(oldest?.version);
    }
  });
});
