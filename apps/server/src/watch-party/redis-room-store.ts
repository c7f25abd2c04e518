import type { Redis } from 'ioredis';
import {
  GRANT_TTL_MS,
  grantActive,
  HOST_SILENCE_MS,
  type GrantMode,
  type GrantOutcome,
  type HostGrantRecord,
} from './host-rules.ts';
import { RedisScript } from './redis-script.ts';
import {
  ENTRIES_PER_USER,
  STATUS_TTL_MS,
  type MemberEntries,
  type RoomSnapshot,
  type RoomStore,
} from './room-store.ts';

/**
 * A grant counts while its host did something (a report, or leaving) within the grant lifetime.
 * Shared by the scripts below; mirrors host-rules.ts `grantActive`.
 */
const LUA_ACTIVE_GRANT = `
local function activeGrant(key, now, ttl)
  local g = redis.call('HMGET', key, 'seenAt', 'leftAt')
  if not g[1] then return nil end
  local seen = tonumber(g[1])
  local left = nil
  if g[2] then left = tonumber(g[2]) end
  local last = seen
  if left and left > last then last = left end
  if now - last >= ttl then return nil end
  return { seen = seen, left = left }
end
`;

/**
 * Appends an entry line to the member's newest few and drops silent members, optionally only
 * when the room exists. Lines are "timestamp json"; JSON never holds a raw newline.
 * KEYS: entries, members, grant. ARGV: userId, line, now, cutoff, max, onlyIfRoomExists,
 * grantTtl, statusTtl.
 */
const recordScript = new RedisScript(`${LUA_ACTIVE_GRANT}
local now = tonumber(ARGV[3])
if ARGV[6] == '1' and not activeGrant(KEYS[3], now, tonumber(ARGV[7]))
  and redis.call('ZCOUNT', KEYS[2], '(' .. ARGV[4], '+inf') == 0 then
  return 0
end
local lines = {}
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current then
  for line in string.gmatch(current, '[^\\n]+') do lines[#lines + 1] = line end
end
lines[#lines + 1] = ARGV[2]
local first = #lines - tonumber(ARGV[5]) + 1
if first < 1 then first = 1 end
redis.call('HSET', KEYS[1], ARGV[1], table.concat(lines, '\\n', first, #lines))
redis.call('ZADD', KEYS[2], now, ARGV[1])
local silent = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
if #silent > 0 then
  redis.call('ZREM', KEYS[2], unpack(silent))
  redis.call('HDEL', KEYS[1], unpack(silent))
end
redis.call('PEXPIRE', KEYS[1], ARGV[8])
redis.call('PEXPIRE', KEYS[2], ARGV[8])
return 1
`);

/**
 * Checks and replaces the grant in one step (host-rules.ts `grantOutcome`).
 * KEYS: grant, members. ARGV: mode, now, silenceMs, grantTtl, memberCutoff, keyHash, userId,
 * accountId ('' for none).
 */
const takeGrantScript = new RedisScript(`${LUA_ACTIVE_GRANT}
local now = tonumber(ARGV[2])
local silence = tonumber(ARGV[3])
local grant = activeGrant(KEYS[1], now, tonumber(ARGV[4]))
local mode = ARGV[1]
local function hasLiveMembers()
  return redis.call('ZCOUNT', KEYS[2], '(' .. ARGV[5], '+inf') > 0
end
if mode == 'free' then
  if grant or hasLiveMembers() then return 'taken' end
elseif mode == 'unhosted' then
  if grant and not grant.left and now - grant.seen < silence then return 'hosted' end
else
  if not grant and not hasLiveMembers() then return 'missing' end
  if grant and now - grant.seen < silence and not (grant.left and now - grant.left >= silence) then
    return 'hosted'
  end
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'keyHash', ARGV[6], 'userId', ARGV[7], 'accountId', ARGV[8],
  'createdAt', ARGV[2], 'seenAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 'granted'
`);

/** KEYS: grant. ARGV: keyHash, userId, now, grantTtl. */
const hostReportedScript = new RedisScript(`
if redis.call('HGET', KEYS[1], 'keyHash') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'seenAt', ARGV[3], 'userId', ARGV[2])
redis.call('HDEL', KEYS[1], 'leftAt')
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`);

/** KEYS: grant. ARGV: keyHash, now, grantTtl. */
const hostLeftScript = new RedisScript(`
if redis.call('HGET', KEYS[1], 'keyHash') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'leftAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`);

function parseGrant(roomCode: string, fields: Record<string, string>): HostGrantRecord | null {
  if (fields.keyHash === undefined || fields.seenAt === undefined) return null;
  return {
    roomCode,
    keyHash: fields.keyHash,
    userId: fields.userId ?? '',
    accountId: fields.accountId ? fields.accountId : null,
    createdAt: Number(fields.createdAt),
    seenAt: Number(fields.seenAt),
    leftAt: fields.leftAt === undefined ? null : Number(fields.leftAt),
  };
}

/**
 * Rooms in Redis, under `prefix`:
 * - `entries:{code}` hash: member id → its newest entries, one "timestamp json" line each;
 * - `members:{code}` sorted set: member id scored by its latest report, to find silent members;
 * - `grant:{code}` hash: the host grant (key hash, member and account ids, times).
 * Each key expires on its own once nobody writes to it, so abandoned rooms leave nothing behind.
 */
export class RedisRoomStore implements RoomStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async record(
    roomCode: string,
    userId: string,
    timestamp: number,
    entry: string,
    onlyIfRoomExists: boolean,
  ): Promise<boolean> {
    const written = await recordScript.run(
      this.redis,
      [this.key('entries', roomCode), this.key('members', roomCode), this.key('grant', roomCode)],
      [
        userId,
        `${timestamp} ${entry}`,
        timestamp,
        timestamp - STATUS_TTL_MS,
        ENTRIES_PER_USER,
        onlyIfRoomExists ? '1' : '0',
        GRANT_TTL_MS,
        STATUS_TTL_MS,
      ],
    );
    return written === 1;
  }

  async removeMember(roomCode: string, userId: string): Promise<void> {
    await this.redis
      .multi()
      .hdel(this.key('entries', roomCode), userId)
      .zrem(this.key('members', roomCode), userId)
      .exec();
  }

  async snapshot(roomCode: string, now: number): Promise<RoomSnapshot> {
    const cutoff = now - STATUS_TTL_MS;
    const results = await this.redis
      .multi()
      .zrangebyscore(this.key('members', roomCode), `(${cutoff}`, '+inf')
      .hgetall(this.key('entries', roomCode))
      .hgetall(this.key('grant', roomCode))
      .exec();
    if (!results) throw new Error('Room read was aborted');
    for (const [error] of results) if (error) throw error;
    const live = results[0]![1] as string[];
    const stored = results[1]![1] as Record<string, string>;
    const members: MemberEntries[] = [];
    for (const userId of live) {
      const lines = stored[userId];
      if (lines === undefined) continue;
      const entries: string[] = [];
      for (const line of lines.split('\n')) {
        const space = line.indexOf(' ');
        if (Number(line.slice(0, space)) > cutoff) entries.push(line.slice(space + 1));
      }
      if (entries.length > 0) members.push({ userId, entries });
    }
    const grant = parseGrant(roomCode, results[2]![1] as Record<string, string>);
    return { members, grant: grant && grantActive(grant, now) ? grant : null };
  }

  async grant(roomCode: string, now: number): Promise<HostGrantRecord | null> {
    const grant = parseGrant(roomCode, await this.redis.hgetall(this.key('grant', roomCode)));
    return grant && grantActive(grant, now) ? grant : null;
  }

  async takeGrant(grant: HostGrantRecord, mode: GrantMode, now: number): Promise<GrantOutcome> {
    const outcome = await takeGrantScript.run(
      this.redis,
      [this.key('grant', grant.roomCode), this.key('members', grant.roomCode)],
      [
        mode,
        now,
        HOST_SILENCE_MS,
        GRANT_TTL_MS,
        now - STATUS_TTL_MS,
        grant.keyHash,
        grant.userId,
        grant.accountId ?? '',
      ],
    );
    return outcome as GrantOutcome;
  }

  async hostReported(
    roomCode: string,
    keyHash: string,
    userId: string,
    now: number,
  ): Promise<boolean> {
    const done = await hostReportedScript.run(
      this.redis,
      [this.key('grant', roomCode)],
      [keyHash, userId, now, GRANT_TTL_MS],
    );
    return done === 1;
  }

  async hostLeft(roomCode: string, keyHash: string, now: number): Promise<boolean> {
    const done = await hostLeftScript.run(
      this.redis,
      [this.key('grant', roomCode)],
      [keyHash, now, GRANT_TTL_MS],
    );
    return done === 1;
  }

  /** The connection is the app's infrastructure's, which closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  private key(kind: 'entries' | 'members' | 'grant', roomCode: string): string {
    return `${this.prefix}${kind}:${roomCode}`;
  }
}
