import { Redis } from 'ioredis';

/** At most one line about an unreachable Redis per connection in this long. */
const WARN_EVERY_MS = 30_000;

/**
 * A connection as every module uses it (the app's infrastructure opens them). ioredis reports a
 * lost connection as an `error` event, and without a listener prints a stack trace for every
 * retry; one line now and then says the same, while commands fail on their own and `/readyz`
 * turns 503.
 */
export function openRedis(url: string): Redis {
  const connection = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  let warnedAt = -Infinity;
  connection.on('error', (error: Error) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    console.warn(`Redis at ${new URL(url).host} is unreachable: ${error.message}`);
  });
  return connection;
}
