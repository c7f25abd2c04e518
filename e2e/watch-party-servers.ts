import { randomUUID } from 'node:crypto';
import { startServer, type RunningServer } from './server.ts';
import { createTestMedia } from './test-media.ts';
import { watchPartyFilm } from './watch-party-media.ts';

/** The Redis every instance shares; the tests and benchmarks run next to it on loopback. */
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type PartyServers = {
  /** The instances' addresses, in the order they were asked for. */
  baseUrls: string[];
  stop(): Promise<void>;
};

/**
 * `count` real server instances as a scaled-out deployment runs them: one Redis between them,
 * under a key prefix of their own so parallel runs and leftovers never meet, each with its own
 * SQLite file (anonymous parties keep nothing in it) and a MEDIA_DIR holding the watch party's
 * film beside the bundled demo media.
 */
export async function startPartyServers(count: number): Promise<PartyServers> {
  const media = await createTestMedia([watchPartyFilm]);
  const env = {
    MEDIA_DIR: media.dir,
    REDIS_URL,
    REDIS_KEY_PREFIX: `screenroom-e2e-${randomUUID()}:`,
  };
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await media.remove();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { baseUrls: servers.map((s: RunningServer) => s.baseUrl), stop };
}
