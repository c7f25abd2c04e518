import type { Redis } from 'ioredis';
import {
  groupLiveEntries,
  STATUS_TTL_MS,
  type RoomStatus,
  type RoomStatusEntry,
  type RoomStatusStore,
} from './room-status-store.ts';

/**
 * One sorted set per room, scored by timestamp: old entries are cut by score on every write,
 * and the whole room expires once nobody has sent for the TTL.
 */
export class RedisRoomStatusStore implements RoomStatusStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async record(entry: RoomStatusEntry): Promise<void> {
    const key = this.key(entry.roomCode);
    await this.redis
      .multi()
      .zadd(key, entry.timestamp, JSON.stringify(entry))
      .zremrangebyscore(key, '-inf', entry.timestamp - STATUS_TTL_MS)
      .pexpire(key, STATUS_TTL_MS)
      .exec();
  }

  async room(roomCode: string, now: number): Promise<RoomStatus> {
    const raw = await this.redis.zrangebyscore(
      this.key(roomCode),
      `(${now - STATUS_TTL_MS}`,
      '+inf',
    );
    return groupLiveEntries(
      roomCode,
      raw.map((text) => JSON.parse(text) as RoomStatusEntry),
      now,
    );
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private key(roomCode: string): string {
    return `${this.prefix}room:${roomCode}`;
  }
}
