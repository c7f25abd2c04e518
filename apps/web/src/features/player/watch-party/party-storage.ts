import { bytesToBase64Url, memberKeySchema } from '@screenroom/core';
// zod/mini, as core's watch-party schemas: the player route carries no classic zod.
import { z } from 'zod/mini';
import type { PartyMember } from '../../../shared/clients/watch-party.ts';

/**
 * What a tab remembers of its party, so a reload joins again: the room, this tab's part in it and
 * the host's key, the member id with its member key, and whether the members panel shows. Kept
 * per tab, as a party is: two tabs are two members.
 */
export const PARTY_STORAGE_KEY = 'screenroom::watch-party';

const partyRecordSchema = z.object({
  memberId: z.string().check(z.minLength(1)),
  /**
   * The secret that makes the member id this tab's own on the server: the first report ties the
   * id to it, and every call naming the id sends it. Records saved before it existed get one.
   */
  memberKey: z.optional(memberKeySchema),
  roomCode: z.nullable(z.string()),
  role: z.nullable(z.enum(['host', 'guest'])),
  hostKey: z.nullable(z.string()),
  showStatusOverlay: z.boolean(),
});
export type PartyRecord = z.infer<typeof partyRecordSchema> & { memberKey: string };

function newMemberId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** 24 random bytes as base64url: a key nobody guesses, short enough for a header and a beacon. */
function newMemberKey(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(24)));
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off; the party then lasts as long as the page.
    return null;
  }
}

/**
 * The record while storage is switched off. Page-wide, not per player, as the sessionStorage it
 * stands in for is the tab's: a reload or the next player of the page finds the same member.
 */
let memoryRecord: PartyRecord | null = null;

const freshRecord = (): PartyRecord => ({
  memberId: newMemberId(),
  memberKey: newMemberKey(),
  roomCode: null,
  role: null,
  hostKey: null,
  showStatusOverlay: false,
});

export function loadPartyRecord(): PartyRecord {
  const store = storage();
  if (!store) return (memoryRecord ??= freshRecord());
  const stored = store.getItem(PARTY_STORAGE_KEY);
  if (stored) {
    try {
      const parsed = partyRecordSchema.safeParse(JSON.parse(stored));
      if (parsed.success) {
        if (parsed.data.memberKey !== undefined) {
          return { ...parsed.data, memberKey: parsed.data.memberKey };
        }
        const record = { ...parsed.data, memberKey: newMemberKey() };
        store.setItem(PARTY_STORAGE_KEY, JSON.stringify(record));
        return record;
      }
    } catch {
      // An unreadable record is replaced by a fresh one below.
    }
  }
  const record = freshRecord();
  store.setItem(PARTY_STORAGE_KEY, JSON.stringify(record));
  return record;
}

export function savePartyRecord(
  patch: Partial<Omit<PartyRecord, 'memberId' | 'memberKey'>>,
): PartyRecord {
  const next = { ...loadPartyRecord(), ...patch };
  const store = storage();
  if (store) store.setItem(PARTY_STORAGE_KEY, JSON.stringify(next));
  else memoryRecord = next;
  return next;
}

/** This tab in every room: a random id and its key, the same after a reload. */
export function partyMember(): PartyMember {
  const { memberId, memberKey } = loadPartyRecord();
  return { userId: memberId, memberKey };
}
