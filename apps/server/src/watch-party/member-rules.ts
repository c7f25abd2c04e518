import crypto from 'node:crypto';

/**
 * Who may speak as a member of a room: report under its id, leave in its name, say hello as it.
 * The host's id needs the host's proof. Any other id is tied to the member key that came with the
 * first report naming it, and from then on needs that key. An id reported without a key stays
 * untied: older clients send only their id, and a stranger reporting as such a guest changes only
 * that guest's line in the members list, since guests follow the host alone. The Redis store's
 * scripts apply the same rules inside Redis, so both stores answer alike.
 */

/** How a caller naming a member shows it is that member. */
export interface MemberProof {
  /** The caller proved to hold the room's grant (the host key, or the creating account). */
  hostProven: boolean;
  /** sha256 of the member key the caller sent; null without one. */
  memberKeyHash: string | null;
}

/** `bind`: allowed, and the id is tied to the caller's member key from now on. */
export type IdentityOutcome = 'allowed' | 'bind' | 'forbidden';

export interface MemberStanding {
  /** The member id of the room's active grant, if any. */
  hostUserId: string | null;
  /** The key hash the id is tied to, if any. */
  boundKeyHash: string | null;
  /** The id has live entries in the room. */
  present: boolean;
}

export function identityOutcome(
  userId: string,
  standing: MemberStanding,
  proof: MemberProof,
): IdentityOutcome {
  if (standing.hostUserId === userId && !proof.hostProven) return 'forbidden';
  if (standing.boundKeyHash !== null) {
    return proof.memberKeyHash === standing.boundKeyHash ? 'allowed' : 'forbidden';
  }
  // A present id without a key is an older client's: tying it now would lock that client out.
  if (proof.memberKeyHash === null || standing.present) return 'allowed';
  return 'bind';
}

/** Member keys are stored hashed, like host keys, so a reader of the store cannot use them. */
export function hashMemberKey(key: string | undefined): string | null {
  return key === undefined ? null : crypto.createHash('sha256').update(key).digest('hex');
}

/**
 * A room holds at most this many live members; its host's reports always get in, so guests
 * filling the room cannot shut it out. A watch party is friends in sync, and every member's reports reach every other member, so the
 * fan-out grows with the square of the room; 50 keeps one room's fetch (five entries a member)
 * under a megabyte even at the largest entries the schemas allow.
 */
export const MAX_MEMBERS_PER_ROOM = 50;

/**
 * Rooms with an active grant, per server (all instances of one Redis count together). Host codes
 * are 4 random digits, and a free one must turn up within a few tries, so a server could not fill
 * much more than 5,000 anyway; 2,000 parties is well past one self-hosted server's audience and
 * bounds the rooms' memory to about 170 MB of typical entries.
 */
export const MAX_ROOMS = 2_000;

export interface RoomLimits {
  maxRooms: number;
  maxMembersPerRoom: number;
}

export const defaultRoomLimits: RoomLimits = {
  maxRooms: MAX_ROOMS,
  maxMembersPerRoom: MAX_MEMBERS_PER_ROOM,
};
