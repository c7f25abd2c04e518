import type { RoomSnapshot } from './room-store.ts';

/**
 * The pushed messages (`partyServerMessageSchema`) written as text by hand: stored entries are
 * already JSON, so a room or a status message is put together from them without parsing and
 * encoding them again. Each message is built once per publish, whatever the number of sockets.
 */

export function roomStatusJson(
  roomCode: string,
  snapshot: RoomSnapshot,
  hostId: string | null,
  serverTime: number,
): string {
  let users = '';
  for (const member of snapshot.members) {
    if (users !== '') users += ',';
    users += `${JSON.stringify(member.userId)}:[${member.entries.join(',')}]`;
  }
  const host = hostId === null ? 'null' : JSON.stringify(hostId);
  return `{"roomCode":${JSON.stringify(roomCode)},"users":{${users}},"serverTime":${serverTime},"hostId":${host}}`;
}

export const roomMessage = (roomJson: string) => `{"type":"room","room":${roomJson}}`;

export const statusMessage = (entryJson: string, serverTime: number) =>
  `{"type":"status","entry":${entryJson},"serverTime":${serverTime}}`;

export const leftMessage = (userId: string, wasHost: boolean) =>
  `{"type":"left","userId":${JSON.stringify(userId)},"wasHost":${wasHost}}`;

export const hostMessage = (userId: string) => `{"type":"host","userId":${JSON.stringify(userId)}}`;

/** Only to the socket whose report made it host: the key it proves itself with from now on. */
export const grantedMessage = (roomCode: string, hostKey: string) =>
  `{"type":"granted","roomCode":${JSON.stringify(roomCode)},"hostKey":${JSON.stringify(hostKey)}}`;

export const errorMessage = (status: number, message: string) =>
  `{"type":"error","status":${status},"message":${JSON.stringify(message)}}`;

/** Callers read the clock in the call itself, so the time is taken right before it leaves. */
export const pongMessage = (id: number, clientTime: number, serverTime: number) =>
  `{"type":"pong","id":${id},"clientTime":${clientTime},"serverTime":${serverTime}}`;
