/** Receives every message published to a room this instance listens to. */
export type RoomMessageListener = (roomCode: string, message: string | Buffer) => void;

/**
 * Carries each room's pushed messages to every instance with members of that room on its
 * sockets: in process for one instance, over Redis publish/subscribe for several. Messages are
 * serialized once by the publisher and pass through untouched.
 */
export interface RoomBus {
  /** Sets the one listener (the instance's sockets); called once, before any `join`. */
  listen(listener: RoomMessageListener): void;
  publish(roomCode: string, message: string): Promise<void>;
  /** Starts hearing the room; resolves once no message published afterwards can be missed. */
  join(roomCode: string): Promise<void>;
  /** Stops hearing the room (its last local member went). */
  leave(roomCode: string): void;
  close(): Promise<void>;
}
