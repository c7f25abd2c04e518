import { Redis } from 'ioredis';

/** One connection per module that needs Redis; each closes its own on shutdown. */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
}
