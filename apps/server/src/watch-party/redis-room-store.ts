import type { Redis } from 'ioredis';
import {
  GRANT_TTL_MS,
  grantActive,
  HOST_SILENCE_MS,
  type GrantMode,
  type GrantOutcome,
  type HostGrantRecord,
} from './host-rules.ts';
import { defaultRoomLimits, type MemberProof, type RoomLimits } from './member-rules.ts';
import { RedisScript } from './redis-script.ts';
import {
  ENTRIES_PER_USER,
  STATUS_TTL_MS,
  type MemberEntries,
  type RecordOutcome,
  type RemoveOutcome,
  type RoomSnapshot,
  type RoomStore,
} from './room-store.ts';

/**
 * A grant counts while its host did something (a report, or leaving) within the grant lifetime.
 * Shared by the scripts below; mirrors host-rules.ts `grantActive`.
 */
const LUA_ACTIVE_GRANT = `
local function activeGrant(key, now, ttl)
  local g = redis.call('HMGET', key, 'seenAt', 'leftAt', 'userId')
  if not g[1] then return nil end
  local seen = tonumber(g[1])
  local left = nil
  if g[2] then left = tonumber(g[2]) end
  local last = seen
  if left and left > last then last = left end
  if now - last >= ttl then return nil end
  return { seen = seen, left = left, userId = g[3] }
end
`;

/**
 * Whether the caller may speak as a member: member-rules.ts `identityOutcome`. A key counts only
 * while its member is present, since it goes with the member.
 */
const LUA_IDENTITY = `
local function identityOf(grant, keysKey, userId, present, hostProven, keyHash)
  if grant and grant.userId == userId and hostProven ~= '1' then return 'forbidden' end
  local bound = false
  if present then bound = redis.call('HGET', keysKey, userId) end
  if bound then
    if bound == keyHash then return 'allowed' end
    return 'forbidden'
  end
  if keyHash == '' or present then return 'allowed' end
  return 'bind'
end
`;

/**
 * Drops silent members (and their keys), checks the room, the caller and the room's size, then
 * appends an entry line to the member's newest few. Lines are "timestamp json"; JSON never holds
 * a raw newline.
 * KEYS: entries, members, grant, keys. ARGV: userId, line, now, cutoff, max entries,
 * onlyIfRoomExists, grantTtl, statusTtl, hostProven, keyHash ('' for none), max members.
 */
const recordScript = new RedisScript(`${LUA_ACTIVE_GRANT}${LUA_IDENTITY}
local now = tonumber(ARGV[3])
local silent = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
if #silent > 0 then
  redis.call('ZREM', KEYS[2], unpack(silent))
  redis.call('HDEL', KEYS[1], unpack(silent))
  redis.call('HDEL', KEYS[4], unpack(silent))
end
local grant = activeGrant(KEYS[3], now, tonumber(ARGV[7]))
if ARGV[6] == '1' and not grant and redis.call('ZCARD', KEYS[2]) == 0 then
  return 'missing'
end
local present = redis.call('ZSCORE', KEYS[2], ARGV[1]) ~= false
local identity = identityOf(grant, KEYS[4], ARGV[1], present, ARGV[9], ARGV[10])
if identity == 'forbidden' then return 'forbidden' end
if not present and ARGV[9] ~= '1' and redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[11]) then
  return 'full'
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
if identity == 'bind' then redis.call('HSET', KEYS[4], ARGV[1], ARGV[10]) end
redis.call('PEXPIRE', KEYS[1], ARGV[8])
redis.call('PEXPIRE', KEYS[2], ARGV[8])
if redis.call('EXISTS', KEYS[4]) == 1 then redis.call('PEXPIRE', KEYS[4], ARGV[8]) end
return 'recorded'
`);

/**
 * Drops a member's entries and key when the caller may speak as it.
 * KEYS: entries, members, grant, keys. ARGV: userId, now, cutoff, grantTtl, hostProven, keyHash.
 */
const removeMemberScript = new RedisScript(`${LUA_ACTIVE_GRANT}${LUA_IDENTITY}
local grant = activeGrant(KEYS[3], tonumber(ARGV[2]), tonumber(ARGV[4]))
local score = redis.call('ZSCORE', KEYS[2], ARGV[1])
local present = score ~= false and tonumber(score) > tonumber(ARGV[3])
if identityOf(grant, KEYS[4], ARGV[1], present, ARGV[5], ARGV[6]) == 'forbidden' then
  return 'forbidden'
end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
if present then return 'removed' end
return 'absent'
`);

/** KEYS: members, grant, keys. ARGV: userId, now, cutoff, grantTtl, hostProven, keyHash. */
const mayActAsScript = new RedisScript(`${LUA_ACTIVE_GRANT}${LUA_IDENTITY}
local grant = activeGrant(KEYS[2], tonumber(ARGV[2]), tonumber(ARGV[4]))
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
local present = score ~= false and tonumber(score) > tonumber(ARGV[3])
if identityOf(grant, KEYS[3], ARGV[1], present, ARGV[5], ARGV[6]) == 'forbidden' then return 0 end
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

/**
 * Counts a room into the server's hosted rooms, unless that many are held already. Rooms whose
 * host did nothing for the grant lifetime are dropped from the count first.
 * KEYS: rooms. ARGV: code, now, staleBefore, maxRooms, grantTtl.
 */
const admitRoomScript = new RedisScript(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
if not redis.call('ZSCORE', KEYS[1], ARGV[1])
  and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`);

/** The room's host did something: it stays counted. KEYS: rooms. ARGV: code, now, grantTtl. */
const touchRoomScript = new RedisScript(`
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
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
 * Rooms in Redis, under `prefix`. A room's keys carry its code in braces, a Redis Cluster hash
 * tag: a Cluster runs a script or a transaction only when all its keys sit in one slot, and the
 * tag puts every key of a room in the same one.
 * - `entries:{CODE}` hash: member id → its newest entries, one "timestamp json" line each;
 * - `members:{CODE}` sorted set: member id scored by its latest report, to find silent members;
 * - `keys:{CODE}` hash: member id → the hash of the member key it is tied to;
 * - `grant:{CODE}` hash: the host grant (key hash, member and account ids, times);
 * - `rooms` sorted set (one key of its own): each hosted room's code scored by its host's latest
 *   doing, to hold the server to its number of rooms.
 * Each key expires on its own once nobody writes to it, so abandoned rooms leave nothing behind.
 */
export class RedisRoomStore implements RoomStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: RoomLimits = defaultRoomLimits,
  ) {}

  async record(
    roomCode: string,
    userId: string,
    timestamp: number,
    entry: string,
    proof: MemberProof,
    onlyIfRoomExists: boolean,
  ): Promise<RecordOutcome> {
    const outcome = await recordScript.run(this.redis, this.roomKeys(roomCode), [
      userId,
      `${timestamp} ${entry}`,
      timestamp,
      timestamp - STATUS_TTL_MS,
      ENTRIES_PER_USER,
      onlyIfRoomExists ? '1' : '0',
      GRANT_TTL_MS,
      STATUS_TTL_MS,
      proof.hostProven ? '1' : '0',
      proof.memberKeyHash ?? '',
      this.limits.maxMembersPerRoom,
    ]);
    return outcome as RecordOutcome;
  }

  async removeMember(
    roomCode: string,
    userId: string,
    proof: MemberProof,
    now: number,
  ): Promise<RemoveOutcome> {
    const outcome = await removeMemberScript.run(this.redis, this.roomKeys(roomCode), [
      userId,
      now,
      now - STATUS_TTL_MS,
      GRANT_TTL_MS,
      proof.hostProven ? '1' : '0',
      proof.memberKeyHash ?? '',
    ]);
    return outcome as RemoveOutcome;
  }

  async mayActAs(
    roomCode: string,
    userId: string,
    proof: MemberProof,
    now: number,
  ): Promise<boolean> {
    const allowed = await mayActAsScript.run(
      this.redis,
      [this.key('members', roomCode), this.key('grant', roomCode), this.key('keys', roomCode)],
      [
        userId,
        now,
        now - STATUS_TTL_MS,
        GRANT_TTL_MS,
        proof.hostProven ? '1' : '0',
        proof.memberKeyHash ?? '',
      ],
    );
    return allowed === 1;
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
    // Counted before it is taken: a code counted for a grant that then goes elsewhere is in use
    // anyway, and drops out of the count once nobody hosts it.
    if (mode !== 'claim' && !(await this.admitRoom(grant.roomCode, now))) return 'full';
    const outcome = (await takeGrantScript.run(
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
    )) as GrantOutcome;
    if (mode === 'claim' && outcome === 'granted') await this.touchRoom(grant.roomCode, now);
    return outcome;
  }

  async hostReported(
    roomCode: string,
    keyHash: string,
    userId: string,
    now: number,
  ): Promise<boolean> {
    // Sent together (the connection pipelines them), so the count costs no extra round trip.
    const [done] = await Promise.all([
      hostReportedScript.run(
        this.redis,
        [this.key('grant', roomCode)],
        [keyHash, userId, now, GRANT_TTL_MS],
      ),
      this.touchRoom(roomCode, now),
    ]);
    return done === 1;
  }

  async hostLeft(roomCode: string, keyHash: string, now: number): Promise<boolean> {
    const [done] = await Promise.all([
      hostLeftScript.run(this.redis, [this.key('grant', roomCode)], [keyHash, now, GRANT_TTL_MS]),
      this.touchRoom(roomCode, now),
    ]);
    return done === 1;
  }

  /** The connection is the app's infrastructure's, which closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  private async admitRoom(roomCode: string, now: number): Promise<boolean> {
    const admitted = await admitRoomScript.run(
      this.redis,
      [this.roomsKey()],
      [roomCode, now, now - GRANT_TTL_MS, this.limits.maxRooms, GRANT_TTL_MS],
    );
    return admitted === 1;
  }

  private async touchRoom(roomCode: string, now: number): Promise<void> {
    await touchRoomScript.run(this.redis, [this.roomsKey()], [roomCode, now, GRANT_TTL_MS]);
  }

  /** The keys the record and leave scripts take, in their order. */
  private roomKeys(roomCode: string): string[] {
    return [
      this.key('entries', roomCode),
      this.key('members', roomCode),
      this.key('grant', roomCode),
      this.key('keys', roomCode),
    ];
  }

  private key(kind: 'entries' | 'members' | 'grant' | 'keys', roomCode: string): string {
    return `${this.prefix}${kind}:{${roomCode}}`;
  }

  private roomsKey(): string {
    return `${this.prefix}rooms`;
  }
}
