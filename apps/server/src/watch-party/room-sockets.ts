import type { MessagePace, RoomBus } from './room-bus.ts';

/** One socket of a room member, as the fan-out sees it. */
export interface RoomSocket {
  readonly roomCode: string;
  /**
   * Sends pushed messages in order, in one write where it can (the same bytes for every socket
   * of the room).
   */
  deliver(messages: readonly Buffer[]): void;
  /** Called every heartbeat: a socket that did not answer the last ping is dead. */
  heartbeat(): void;
}

interface LocalRoom {
  sockets: Set<RoomSocket>;
  /** Settles once the bus delivers this room's messages here. */
  joined: Promise<void>;
  /** Digest messages waiting for the room's next write, oldest first. */
  waiting: Buffer[];
}

/**
 * Pinging ten thousand sockets in one turn stalls every room's fan-out for a few hundred
 * milliseconds (measured by bench/watch-party-load.ts), so the sockets are split into slices and
 * one slice is pinged per tick: each socket is still pinged once per heartbeat period.
 */
const HEARTBEAT_SLICES = 30;

/**
 * Digest messages wait at most this long. Each write is a system call, and those calls were most
 * of the server's work at 10,000 members; guests' reports riding along with the host's cut them
 * to about a third. A second is still quicker than the two-second room fetch of polling clients.
 */
export const DIGEST_MS = 1000;

/**
 * The sockets of this instance, by room. Hears the bus for exactly the rooms that have a socket
 * here, turns each message into bytes once and writes those same bytes to every socket of the
 * room. One timer pings the sockets, so dead connections are found without a timer each.
 */
export class RoomSockets {
  private readonly rooms = new Map<string, LocalRoom>();
  private readonly slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<RoomSocket>());
  private readonly sliceOf = new Map<RoomSocket, Set<RoomSocket>>();
  private nextSlice = 0;
  private tick = 0;
  private readonly heartbeatTimer: NodeJS.Timeout;
  /** Rooms with digest messages waiting. */
  private readonly digestRooms = new Set<LocalRoom>();
  private readonly digestTimer: NodeJS.Timeout;

  constructor(
    private readonly bus: RoomBus,
    heartbeatMs: number,
  ) {
    bus.listen((roomCode, message, pace) => this.deliver(roomCode, message, pace));
    this.heartbeatTimer = setInterval(
      () => this.beat(),
      Math.max(1, heartbeatMs / HEARTBEAT_SLICES),
    );
    this.heartbeatTimer.unref();
    this.digestTimer = setInterval(() => this.sendDigests(), DIGEST_MS);
    this.digestTimer.unref();
  }

  /** Counts an open socket for the heartbeat, whether or not it joined a room yet. */
  connect(socket: RoomSocket): void {
    const slice = this.slices[this.nextSlice]!;
    this.nextSlice = (this.nextSlice + 1) % HEARTBEAT_SLICES;
    slice.add(socket);
    this.sliceOf.set(socket, slice);
  }

  disconnect(socket: RoomSocket): void {
    this.sliceOf.get(socket)?.delete(socket);
    this.sliceOf.delete(socket);
    this.leave(socket);
  }

  /**
   * Adds the socket to its room; resolves once the room's messages reach this instance. Messages
   * may be delivered to the socket before then, so it must hold them until it sent the room.
   */
  async join(socket: RoomSocket): Promise<void> {
    let room = this.rooms.get(socket.roomCode);
    if (!room) {
      room = { sockets: new Set(), joined: this.bus.join(socket.roomCode), waiting: [] };
      this.rooms.set(socket.roomCode, room);
    }
    room.sockets.add(socket);
    try {
      await room.joined;
    } catch (error) {
      this.leave(socket);
      throw error;
    }
  }

  leave(socket: RoomSocket): void {
    const room = this.rooms.get(socket.roomCode);
    if (!room?.sockets.delete(socket)) return;
    if (room.sockets.size > 0) return;
    this.rooms.delete(socket.roomCode);
    this.digestRooms.delete(room);
    this.bus.leave(socket.roomCode);
  }

  /** How many rooms and sockets are held here, for tests and metrics. */
  counts(): { rooms: number; sockets: number } {
    return { rooms: this.rooms.size, sockets: this.sliceOf.size };
  }

  close(): void {
    clearInterval(this.heartbeatTimer);
    clearInterval(this.digestTimer);
  }

  private deliver(roomCode: string, message: string | Buffer, pace: MessagePace): void {
    const room = this.rooms.get(roomCode);
    if (!room) return;
    const bytes = typeof message === 'string' ? Buffer.from(message) : message;
    room.waiting.push(bytes);
    if (pace === 'digest') {
      this.digestRooms.add(room);
      return;
    }
    // Whatever waited goes first, so every member sees the room's messages in publish order.
    this.send(room);
  }

  private send(room: LocalRoom): void {
    const messages = room.waiting;
    room.waiting = [];
    this.digestRooms.delete(room);
    for (const socket of room.sockets) socket.deliver(messages);
  }

  private sendDigests(): void {
    for (const room of this.digestRooms) this.send(room);
  }

  private beat(): void {
    const slice = this.slices[this.tick]!;
    this.tick = (this.tick + 1) % HEARTBEAT_SLICES;
    for (const socket of slice) socket.heartbeat();
  }
}
