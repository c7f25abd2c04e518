import type { Redis } from 'ioredis';
import type { HealthRepository } from './health.repository.ts';
import type { ServerLifecycle } from './lifecycle.ts';

/** A dependency slower than this counts as unreachable: a probe must answer in time. */
export const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** True from the moment the process was asked to stop. */
  draining: boolean;
  databaseConnected: boolean;
  /** Null when no Redis is configured. */
  redisConnected: boolean | null;
}

function withinTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: its database answers, and so does Redis when one is
 * configured (sessions removed elsewhere, rate limits, caches and watch-party rooms live
 * there). Checks running at the same time share one round of questions, so a flood of probes
 * costs the database no more than one.
 */
export class HealthService {
  private running: Promise<Omit<Readiness, 'ready' | 'draining'>> | null = null;

  constructor(
    private readonly repository: HealthRepository,
    private readonly redis: Redis | undefined,
    private readonly lifecycle: ServerLifecycle,
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {}

  async readiness(): Promise<Readiness> {
    const { databaseConnected, redisConnected } = await this.dependencies();
    const draining = this.lifecycle.draining;
    const ready = !draining && databaseConnected && redisConnected !== false;
    return { ready, draining, databaseConnected, redisConnected };
  }

  private dependencies(): Promise<Omit<Readiness, 'ready' | 'draining'>> {
    this.running ??= Promise.all([
      withinTimeout(this.repository.databaseConnected(), this.timeoutMs),
      this.redis ? withinTimeout(this.redisAnswers(this.redis), this.timeoutMs) : null,
    ])
      .then(([databaseConnected, redisConnected]) => ({ databaseConnected, redisConnected }))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** A connection that is not up does not answer; queued commands would only wait for it. */
  private async redisAnswers(redis: Redis): Promise<boolean> {
    if (redis.status !== 'ready') return false;
    return (await redis.ping()) === 'PONG';
  }
}
