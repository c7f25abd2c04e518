import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A session or every session of a user, gone from the database. */
export type SessionRemoval = { sessionId: string } | { userId: string };

/**
 * Tells the other server instances that share the database which sessions are gone, so each
 * drops them from its session cache at once instead of honouring them until the cache entry
 * expires. With one instance there is nobody to tell.
 */
export interface SessionRemovals {
  publish(removal: SessionRemoval): void;
  /** `listener` hears the removals published by other instances. */
  subscribe(listener: (removal: SessionRemoval) => void): void;
  close(): Promise<void>;
}

export const noSessionRemovals: SessionRemovals = {
  publish: () => undefined,
  subscribe: () => undefined,
  close: async () => undefined,
};

/**
 * Removals over Redis publish/subscribe. A subscribed connection can do nothing else, so it has
 * one of its own. Each message carries this instance's id, so it ignores its own removals, which
 * it has already applied. When Redis is down the cache's short lifetime still bounds how long a
 * removed session keeps working.
 */
export class RedisSessionRemovals implements SessionRemovals {
  private readonly instanceId = randomUUID();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  publish(removal: SessionRemoval): void {
    const message = JSON.stringify({ from: this.instanceId, ...removal });
    // A lost message only means the cache lifetime applies; never fail the caller's request.
    this.publisher.publish(this.channel, message).catch(() => undefined);
  }

  subscribe(listener: (removal: SessionRemoval) => void): void {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const removal = parseRemoval(message, this.instanceId);
      if (removal) listener(removal);
    });
    this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  /** Both connections are the app's infrastructure's, which closes them. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

function parseRemoval(message: string, ownId: string): SessionRemoval | undefined {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; sessionId?: unknown; userId?: unknown };
    if (parsed.from === ownId) return undefined;
    if (typeof parsed.sessionId === 'string') return { sessionId: parsed.sessionId };
    if (typeof parsed.userId === 'string') return { userId: parsed.userId };
  } catch {
    // not ours: another program on the same channel
  }
  return undefined;
}
