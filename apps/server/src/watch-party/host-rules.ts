/**
 * Who hosts a room, decided by the server alone. A host that reported within the last 10 s and
 * has not left is live; once it is gone for 10 s a guest may take over. The Redis store's scripts
 * apply the same rules inside Redis, so both stores answer alike.
 */

/** A host silent this long is gone: the time a guest waits alone before it becomes host. */
export const HOST_SILENCE_MS = 10_000;

/**
 * A grant nobody touched for this long is forgotten. Long enough for a host whose tab was
 * throttled in the background to come back with its key; short enough that codes free up.
 */
export const GRANT_TTL_MS = 10 * 60_000;

/** A room's host, as the server holds it. The key itself is never stored, only its hash. */
export interface HostGrantRecord {
  roomCode: string;
  keyHash: string;
  /** The member id the host reports under; the room's `hostId`. */
  userId: string;
  /** The account of the bearer that came with the grant: the host may prove itself by it. */
  accountId: string | null;
  createdAt: number;
  /** The host's latest report (the creation time until it reports). */
  seenAt: number;
  /** When the host left on purpose; null while it stays. */
  leftAt: number | null;
}

/** How a grant is taken: a fresh code, a code nobody live hosts, or a guest's claim. */
export type GrantMode = 'free' | 'unhosted' | 'claim';

/**
 * `taken`: the code is in use; `hosted`: a live host holds it; `missing`: no such room; `full`:
 * the server holds as many rooms as it may (member-rules.ts).
 */
export type GrantOutcome = 'granted' | 'taken' | 'hosted' | 'missing' | 'full';

/** A grant still worth keeping: its host did something within the grant's lifetime. */
export function grantActive(grant: HostGrantRecord, now: number): boolean {
  return now - Math.max(grant.seenAt, grant.leftAt ?? grant.seenAt) < GRANT_TTL_MS;
}

export function hostIsLive(grant: HostGrantRecord | null, now: number): boolean {
  return grant !== null && grant.leftAt === null && now - grant.seenAt < HOST_SILENCE_MS;
}

/** A guest may take over once the host left 10 s ago or has not reported for 10 s. */
export function hostClaimable(grant: HostGrantRecord | null, now: number): boolean {
  if (grant === null) return true;
  if (now - grant.seenAt >= HOST_SILENCE_MS) return true;
  return grant.leftAt !== null && now - grant.leftAt >= HOST_SILENCE_MS;
}

/** Whether `mode` may take the room, given its active grant (or null) and live members. */
export function grantOutcome(
  mode: GrantMode,
  grant: HostGrantRecord | null,
  hasLiveMembers: boolean,
  now: number,
): GrantOutcome {
  switch (mode) {
    case 'free':
      return grant !== null || hasLiveMembers ? 'taken' : 'granted';
    case 'unhosted':
      return hostIsLive(grant, now) ? 'hosted' : 'granted';
    case 'claim':
      if (grant === null && !hasLiveMembers) return 'missing';
      return hostClaimable(grant, now) ? 'granted' : 'hosted';
  }
}
