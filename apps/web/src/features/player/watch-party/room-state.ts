import {
  liveHostEntry,
  partyMembers,
  type PartyMemberView,
  type RoomEntry,
  type RoomStatus,
} from '@screenroom/core';

export type RoomState = {
  /** Everything a room fetch (or the channel's `room`) says, replacing what was known. */
  applyRoom(room: RoomStatus): void;
  /** One member's report as it arrived. */
  applyEntry(entry: RoomEntry): void;
  remove(userId: string): void;
  /** The server names a new host, or none (null) when the host left. */
  setHost(userId: string | null): void;
  /** The live host's newest entry, or null without one. */
  host(serverNow: number): RoomEntry | null;
  members(serverNow: number): PartyMemberView[];
  memberCount(): number;
};

/**
 * What this member knows of the room: each member's newest entry and the server's word on who
 * hosts (unknown with an older server, whose entries say it themselves).
 */
export function createRoomState(selfId: string): RoomState {
  let entries = new Map<string, RoomEntry>();
  let hostId: string | null | undefined;

  const newer = (entry: RoomEntry) => {
    const known = entries.get(entry.userId);
    return !known || entry.timestamp >= known.timestamp;
  };

  return {
    applyRoom(room) {
      const next = new Map<string, RoomEntry>();
      for (const list of Object.values(room.users)) {
        for (const entry of list) {
          const known = next.get(entry.userId);
          if (!known || entry.timestamp >= known.timestamp) next.set(entry.userId, entry);
        }
      }
      entries = next;
      hostId = room.hostId;
    },
    applyEntry(entry) {
      if (newer(entry)) entries.set(entry.userId, entry);
    },
    remove(userId) {
      entries.delete(userId);
      if (hostId === userId) hostId = null;
    },
    setHost(userId) {
      hostId = userId;
    },
    host: (serverNow) => liveHostEntry([...entries.values()], hostId, serverNow),
    members: (serverNow) => partyMembers([...entries.values()], hostId, selfId, serverNow),
    memberCount: () => entries.size,
  };
}
