/**
 * How soon a pushed message must reach the members. `now`: at once (the host's reports, joins,
 * leaves, host changes). `digest`: a guest's report, which only the members list shows; it waits
 * for the room's next `now` message or the next digest tick and goes out in the same write, so
 * each socket gets about one write a second instead of one per member's report.
 */
export type MessagePace = 'now' | 'digest';

/** Receives every message published to a room this instance listens to. */
export type RoomMessageListener = (
  roomCode: string,
  message: string | Buffer,
  pace: MessagePace,
) => void;

/**
 * Carries each room's pushed messages to every instance with members of that room on its
 * sockets: in process for one instance, over Redis publish/subscribe for several. Messages are
 * serialized once by the publisher and pass through untouched.
 */
export interface RoomBus {
  /** Sets the one listener (the instance's sockets); called once, before any `join`. */
  listen(listener: RoomMessageListener): void;
  publish(roomCode: string, message: string, pace?: MessagePace): Promise<void>;
  /** Starts hearing the room; resolves once no message published afterwards can be missed. */
  join(roomCode: string): Promise<void>;
  /** Stops hearing the room (its last local member went). */
  leave(roomCode: string): void;
  close(): Promise<void>;
}
