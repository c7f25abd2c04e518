import type { Socket } from 'node:net';
import { partyClientMessageSchema } from '@screenroom/core';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { errorMessage, grantedMessage, pongMessage, roomMessage } from './party-messages.ts';
import type { RoomSocket, RoomSockets } from './room-sockets.ts';
import type { Credentials, WatchPartyService } from './watch-party.service.ts';

type ClientMessage = z.output<typeof partyClientMessageSchema>;

/** Close codes: 4000 plus the HTTP status that says why (no hello: 4400, unknown room: 4404). */
export const CLOSE_BAD_REQUEST = 4400;
const closeCodeFor = (status: number) => 4000 + status;
const CLOSE_SERVER_ERROR = 1011;
const CLOSE_LEFT = 1000;

/**
 * A member whose socket holds this much unsent data cannot keep up; it is dropped rather than
 * letting its backlog grow, and reconnects (or falls back to polling) with a fresh room. A full
 * room's second of messages is a few tens of kilobytes, so this is many seconds behind.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
const AS_TEXT = { binary: false } as const;

export interface LiveClient {
  address: string;
  authorization: string | undefined;
  /**
   * The connection under the WebSocket (the upgraded request's socket): held back while several
   * messages are framed, so they leave in one write.
   */
  transport?: Socket;
}

export interface LiveConnectionOptions {
  helloTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Unsent bytes at which the member is dropped (MAX_BUFFERED_BYTES unless a test says). */
  maxBufferedBytes?: number;
}

/**
 * One member's push channel. It must say `hello` first; from then on it receives the room and
 * every message published to it, and may report, leave and sample the clock. Messages other than
 * `ping` are handled one at a time, in the order they came.
 */
export class LiveConnection implements RoomSocket {
  private userId: string | null = null;
  /** What the hello showed; the connection speaks for that member with it from then on. */
  private credentials: Credentials = {};
  /** Pushed messages that arrive while the room is read, sent right after it. */
  private held: Buffer[] | null = null;
  private heldBytes = 0;
  private readonly maxBufferedBytes: number;
  private answeredPing = true;
  private closed = false;
  private work: Promise<void> = Promise.resolve();
  private helloTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    readonly roomCode: string,
    private readonly client: LiveClient,
    private readonly service: WatchPartyService,
    private readonly sockets: RoomSockets,
    private readonly options: LiveConnectionOptions,
  ) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  }

  start(): void {
    this.sockets.connect(this);
    this.socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    this.socket.on('pong', () => {
      this.answeredPing = true;
    });
    this.socket.on('close', () => this.onClose());
    this.helloTimer = setTimeout(
      () => this.refuse(400, 'Say hello first', CLOSE_BAD_REQUEST),
      this.options.helloTimeoutMs,
    );
  }

  deliver(messages: readonly Buffer[]): void {
    if (!this.held) {
      this.sendAll(messages);
      return;
    }
    for (const message of messages) this.heldBytes += message.length;
    // A room read that hangs must not let the held messages grow without end either.
    if (this.heldBytes > this.maxBufferedBytes) this.drop();
    else this.held.push(...messages);
  }

  heartbeat(): void {
    if (!this.answeredPing) {
      this.socket.terminate();
      return;
    }
    this.answeredPing = false;
    this.socket.ping();
  }

  private receive(data: RawData, isBinary: boolean): void {
    const message = this.parse(data, isBinary);
    if (!message) return;
    if (message.type === 'ping') {
      // Answered at once, outside the queue, so the sample measures the network alone.
      this.write(pongMessage(message.id, message.clientTime, this.service.now()));
      return;
    }
    this.work = this.work
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'watch party push channel failed');
        this.sendError(500, 'Internal server error');
      });
  }

  private parse(data: RawData, isBinary: boolean): ClientMessage | null {
    if (isBinary) {
      this.sendError(400, 'Messages are JSON text');
      return null;
    }
    let value: unknown;
    try {
      value = JSON.parse(textOf(data));
    } catch {
      this.sendError(400, 'Messages are JSON text');
      return null;
    }
    const parsed = partyClientMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.sendError(400, 'Unknown or invalid message');
      return null;
    }
    return parsed.data;
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (this.closed) return;
    if (message.type === 'hello') {
      await this.hello(message.userId, {
        hostKey: message.hostKey,
        memberKey: message.memberKey,
        authorization: this.client.authorization,
      });
      return;
    }
    if (this.userId === null) {
      this.sendError(400, 'Say hello first');
      return;
    }
    try {
      if (message.type === 'status') {
        const result = await this.service.report(
          { ...message, userId: this.userId, roomCode: this.roomCode },
          this.credentials,
          this.client.address,
        );
        // Made host of an unhosted room: this channel proves it from now on, and the member gets
        // the key for its HTTP calls (status posts when the channel drops, leave on page hide).
        if (result.hostKey !== undefined && result.hostKey !== this.credentials.hostKey) {
          this.credentials = { ...this.credentials, hostKey: result.hostKey };
          this.write(grantedMessage(this.roomCode, result.hostKey));
        }
      } else if (message.type === 'leave') {
        await this.service.leave(this.roomCode, this.userId, this.credentials, this.client.address);
        this.socket.close(CLOSE_LEFT);
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      this.sendError(error.statusCode, error.message);
    }
  }

  private async hello(userId: string, credentials: Credentials): Promise<void> {
    if (this.userId !== null) {
      this.sendError(400, 'Already said hello');
      return;
    }
    clearTimeout(this.helloTimer);
    this.userId = userId;
    this.credentials = credentials;
    this.held = [];
    this.heldBytes = 0;
    let room: string;
    try {
      // Listening first, then reading: whatever is published in between is held, not lost.
      await this.sockets.join(this);
      room = await this.service.openRoom(this.roomCode, userId, credentials, this.client.address);
    } catch (error) {
      this.sockets.leave(this);
      if (error instanceof HttpError) {
        this.refuse(error.statusCode, error.message, closeCodeFor(error.statusCode));
        return;
      }
      this.options.log.warn({ err: error }, 'watch party room could not be opened');
      this.refuse(503, 'The room cannot be reached right now', CLOSE_SERVER_ERROR);
      return;
    }
    // The socket may have closed while the room was read; it must not stay in the room then.
    if (this.closed) {
      this.sockets.leave(this);
      return;
    }
    const held = this.held ?? [];
    this.held = null;
    this.heldBytes = 0;
    if (!this.write(roomMessage(room))) return;
    this.sendAll(held);
  }

  /**
   * Every message to the member goes through here or `sendAll`, so a reader that does not keep
   * up is dropped whatever it is sent: pushed messages, or pongs and errors it asked for itself.
   * False when the socket is gone or was just dropped.
   */
  private write(message: string): boolean {
    if (!this.writable()) return false;
    this.socket.send(message);
    return true;
  }

  private sendAll(messages: readonly Buffer[]): void {
    if (messages.length === 0 || !this.writable()) return;
    const { transport } = this.client;
    if (messages.length === 1 || !transport) {
      for (const message of messages) this.socket.send(message, AS_TEXT);
      return;
    }
    transport.cork();
    for (const message of messages) this.socket.send(message, AS_TEXT);
    transport.uncork();
  }

  private writable(): boolean {
    if (this.socket.readyState !== this.socket.OPEN) return false;
    if (this.socket.bufferedAmount <= this.maxBufferedBytes) return true;
    this.drop();
    return false;
  }

  /** Ends a member that cannot keep up, at once: a close handshake would queue behind its backlog. */
  private drop(): void {
    this.held = null;
    this.heldBytes = 0;
    this.socket.terminate();
  }

  private sendError(status: number, message: string): void {
    this.write(errorMessage(status, message));
  }

  private refuse(status: number, message: string, closeCode: number): void {
    this.sendError(status, message);
    this.socket.close(closeCode);
  }

  /** Closing is not leaving: the member may be reconnecting elsewhere; its entries expire alone. */
  private onClose(): void {
    this.closed = true;
    this.held = null;
    clearTimeout(this.helloTimer);
    this.sockets.disconnect(this);
  }
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}
