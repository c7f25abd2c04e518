import {
  HOST_KEY_HEADER,
  HOST_SILENT_MS,
  MEMBER_KEY_HEADER,
  claimRoomBodySchema,
  clockAnswerSchema,
  createRoomBodySchema,
  hostGrantSchema,
  leaveRoomBodySchema,
  partyClientMessageSchema,
  partyServerMessageSchema,
  roomStatusSchema,
  statusAnswerSchema,
  statusBodySchema,
  type PartyContent,
  type PartyPlayer,
  type PartyServerMessage,
  type RoomEntry,
  type RoomStatus,
} from '@screenroom/core';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from './msw-server.ts';

/**
 * A watch-party server in the test's memory, built on core's watch-party schemas: every request and
 * message the web app sends is parsed with them, every answer and push is checked against them.
 * It answers the page's HTTP requests through msw, and `FakeWebSocket` (stubbed as `WebSocket`)
 * connects to it. Time is the test's fake clock, moved `offsetMs` to stand for a server clock of its own.
 */

type Room = {
  code: string;
  entries: Map<string, RoomEntry[]>;
  hostId: string | null;
  hostKey: string | null;
  /** When the host left, for the claim rule. */
  hostLeftAt: number | null;
  /** Member id → the member key its first report came with, as the server ties them. */
  memberKeys: Map<string, string>;
};

/** What a call shows: the host key and the member key, from headers, the body or the hello. */
type Keys = { hostKey?: string | null | undefined; memberKey?: string | null | undefined };

const FORBIDDEN = 'That member id belongs to another member of this room';

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

const json = (body: unknown, status = 200) =>
  new HttpResponse(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let keySeed = 0;

export class FakePartyServer {
  /** The server's clock runs this far ahead of the device's. */
  offsetMs = 0;
  /** One-way delay of every push message and answer on the channel. */
  latencyMs = 5;
  /** Refuses push connections (a proxy without web sockets, or an instance gone). */
  pushDown = false;
  /** Every HTTP call fails as a network error. */
  httpDown = false;
  version = '2.0.1';
  readonly rooms = new Map<string, Room>();
  readonly calls: Call[] = [];
  readonly sockets = new Set<FakeWebSocket>();
  /** Every socket ever opened, in order. */
  readonly opened: FakeWebSocket[] = [];
  readonly beacons: { url: string; body: string }[] = [];

  now(): number {
    return Date.now() + this.offsetMs;
  }

  room(code: string): Room {
    let room = this.rooms.get(code);
    if (!room) {
      room = {
        code,
        entries: new Map(),
        hostId: null,
        hostKey: null,
        hostLeftAt: null,
        memberKeys: new Map(),
      };
      this.rooms.set(code, room);
    }
    return room;
  }

  /** A room with a host (someone else) already in it; returns its key. */
  openRoom(code: string, hostId: string): string {
    const room = this.room(code);
    room.hostId = hostId;
    room.hostKey = `key-${(keySeed += 1)}`;
    this.push(code, { type: 'host', userId: hostId });
    return room.hostKey;
  }

  hasLiveHost(room: Room): boolean {
    if (!room.hostId) return false;
    const last = room.entries.get(room.hostId)?.at(-1);
    // A host that has not reported yet (a room just made) still holds it.
    return !last || this.now() - last.timestamp < HOST_SILENT_MS;
  }

  roomStatus(room: Room): RoomStatus {
    const users: RoomStatus['users'] = {};
    for (const [userId, list] of room.entries) users[userId] = list;
    return roomStatusSchema.parse({
      roomCode: room.code,
      users,
      serverTime: this.now(),
      hostId: this.hasLiveHost(room) ? room.hostId : null,
    });
  }

  /** Records a report as the server would and pushes it to the room. */
  record(
    code: string,
    report: { userId: string; isHost: boolean; content?: PartyContent; player?: PartyPlayer },
  ): RoomEntry {
    const room = this.room(code);
    const entry: RoomEntry = {
      userId: report.userId,
      roomCode: code,
      isHost: report.isHost,
      content: report.content ?? {},
      player: report.player ?? {},
      timestamp: this.now(),
    };
    const list = [...(room.entries.get(report.userId) ?? []), entry].slice(-5);
    room.entries.set(report.userId, list);
    this.push(code, { type: 'status', entry, serverTime: this.now() });
    return entry;
  }

  /** A host report for the room's host `hostId`, playing from `time` as read now on its clock. */
  hostReport(
    code: string,
    hostId: string,
    player: PartyPlayer,
    content: PartyContent = {},
  ): RoomEntry {
    return this.record(code, {
      userId: hostId,
      isHost: true,
      content,
      player: { atServerTime: this.now(), playbackRate: 1, duration: 3600, ...player },
    });
  }

  /**
   * The server's rule on who may speak as `userId`: the host's id only with the host key, an id
   * tied to a member key only with that key; a key sent for a new id ties it.
   */
  mayActAs(room: Room, userId: string, keys: Keys): boolean {
    if (userId === room.hostId && keys.hostKey !== room.hostKey) return false;
    const bound = room.memberKeys.get(userId);
    if (bound !== undefined) return bound === keys.memberKey;
    if (keys.memberKey && !room.entries.has(userId)) room.memberKeys.set(userId, keys.memberKey);
    return true;
  }

  leave(code: string, userId: string): void {
    const room = this.room(code);
    room.entries.delete(userId);
    room.memberKeys.delete(userId);
    const wasHost = room.hostId === userId;
    if (wasHost) {
      room.hostId = null;
      room.hostLeftAt = this.now();
    }
    this.push(code, { type: 'left', userId, wasHost });
  }

  push(code: string, message: PartyServerMessage): void {
    const checked = partyServerMessageSchema.parse(message);
    for (const socket of this.sockets) {
      if (socket.roomCode === code && socket.helloFrom) socket.deliver(checked);
    }
  }

  /** Closes every socket from the server's side, as an instance that stops does. */
  dropSockets(): void {
    for (const socket of [...this.sockets]) socket.serverClose(1001);
  }

  callsTo(method: string, path: string): Call[] {
    return this.calls.filter((call) => call.method === method && call.path.startsWith(path));
  }

  // ——— HTTP ———

  /** Answers every request the page makes, as the server would; `install` adds it to msw. */
  readonly handler = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    const text = await request.text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    this.calls.push({ method: request.method, path: url.pathname + url.search, body, headers });
    if (this.httpDown) return HttpResponse.error();
    return this.answer(request.method, url, body, {
      hostKey: headers[HOST_KEY_HEADER.toLowerCase()],
      memberKey: headers[MEMBER_KEY_HEADER.toLowerCase()],
    });
  });

  /** A member with the key reporting as host holds the room (again, after a reload). */
  private takeHost(room: Room, userId: string): void {
    if (room.hostId === userId) return;
    room.hostId = userId;
    room.hostLeftAt = null;
    this.push(room.code, { type: 'host', userId });
  }

  private grant(room: Room, userId: string, status = 200): Response {
    room.hostId = userId;
    room.hostKey = `key-${(keySeed += 1)}`;
    room.hostLeftAt = null;
    this.push(room.code, { type: 'host', userId });
    return json(hostGrantSchema.parse({ roomCode: room.code, hostKey: room.hostKey }), status);
  }

  private answer(method: string, url: URL, body: unknown, keys: Keys): Response {
    const { hostKey } = keys;
    const path = url.pathname;
    if (method === 'GET' && path === '/meta') {
      return json({ name: 'fake', version: this.version, hasCaptcha: false });
    }
    if (method === 'GET' && path === '/api/player/clock')
      return json(clockAnswerSchema.parse({ serverTime: this.now() }));
    if (method === 'GET' && path === '/api/player/status') {
      const code = url.searchParams.get('roomCode') ?? '';
      const room = this.rooms.get(code.toUpperCase());
      return json(
        room
          ? this.roomStatus(room)
          : roomStatusSchema.parse({
              roomCode: code,
              users: {},
              serverTime: this.now(),
              hostId: null,
            }),
      );
    }
    if (method === 'POST' && path === '/api/player/status') {
      const report = statusBodySchema.parse(body);
      const room = this.rooms.get(report.roomCode);
      if (!room) return json({ message: 'No watch party with that code' }, 404);
      let newKey: string | undefined;
      if (report.isHost && room.hostKey !== hostKey) {
        if (this.hasLiveHost(room)) {
          return json({ message: 'Only the host of this room can report as host' }, 403);
        }
        room.hostKey = hostKey ?? `key-${(keySeed += 1)}`;
        newKey = room.hostKey;
      }
      if (report.isHost) this.takeHost(room, report.userId);
      else if (!this.mayActAs(room, report.userId, keys)) return json({ message: FORBIDDEN }, 403);
      const entry = this.record(report.roomCode, report);
      return json(
        statusAnswerSchema.parse({
          success: true,
          timestamp: entry.timestamp,
          ...(newKey ? { hostKey: newKey } : {}),
        }),
      );
    }
    if (method === 'POST' && path === '/api/player/rooms') {
      const { userId, roomCode } = createRoomBodySchema.parse(body);
      let code = roomCode;
      if (code === undefined) {
        do code = String(1000 + Math.floor(Math.random() * 9000));
        while (this.rooms.has(code));
      }
      const room = this.room(code);
      if (this.hasLiveHost(room) && room.hostId !== userId) {
        return json({ message: 'That room code is taken' }, 409);
      }
      return this.grant(room, userId, 201);
    }
    const roomRoute = /^\/api\/player\/rooms\/([^/]+)\/(claim|leave)$/.exec(path);
    if (method === 'POST' && roomRoute) {
      const room = this.rooms.get(decodeURIComponent(roomRoute[1]!));
      if (roomRoute[2] === 'claim') {
        const { userId, memberKey } = claimRoomBodySchema.parse(body);
        if (!room) return json({ message: 'No watch party with that code' }, 404);
        if (!this.mayActAs(room, userId, { hostKey, memberKey })) {
          return json({ message: FORBIDDEN }, 403);
        }
        if (this.hasLiveHost(room)) return json({ message: 'The room still has a host' }, 409);
        return this.grant(room, userId);
      }
      const leave = leaveRoomBodySchema.parse(body);
      if (!room) return new HttpResponse(null, { status: 204 });
      if (!this.mayActAs(room, leave.userId, leave)) return json({ message: FORBIDDEN }, 403);
      this.leave(room.code, leave.userId);
      return new HttpResponse(null, { status: 204 });
    }
    return json({ message: 'Not found' }, 404);
  }

  // ——— Push channel ———

  /** What a socket sent, already parsed with core's schemas. */
  handle(socket: FakeWebSocket, data: string): void {
    const message = partyClientMessageSchema.parse(JSON.parse(data));
    const reply = (answer: PartyServerMessage) =>
      socket.deliver(partyServerMessageSchema.parse(answer));
    const room = this.rooms.get(socket.roomCode);
    switch (message.type) {
      case 'ping':
        reply({
          type: 'pong',
          id: message.id,
          clientTime: message.clientTime,
          serverTime: this.now(),
        });
        return;
      case 'hello':
        if (!room) {
          reply({ type: 'error', status: 404, message: 'No watch party with that code' });
          socket.serverClose(4404);
          return;
        }
        if (!this.mayActAs(room, message.userId, message)) {
          reply({ type: 'error', status: 403, message: FORBIDDEN });
          socket.serverClose(4403);
          return;
        }
        socket.helloFrom = message.userId;
        socket.hostKey = message.hostKey ?? null;
        socket.memberKey = message.memberKey ?? null;
        reply({ type: 'room', room: this.roomStatus(room) });
        return;
      case 'status': {
        if (!socket.helloFrom || !room) {
          reply({ type: 'error', status: 400, message: 'Say hello first' });
          return;
        }
        if (message.isHost && socket.hostKey !== room.hostKey) {
          reply({
            type: 'error',
            status: 403,
            message: 'Only the host of this room can report as host',
          });
          return;
        }
        if (message.isHost) this.takeHost(room, socket.helloFrom);
        else if (!this.mayActAs(room, socket.helloFrom, socket)) {
          reply({ type: 'error', status: 403, message: FORBIDDEN });
          return;
        }
        this.record(room.code, { userId: socket.helloFrom, ...message });
        return;
      }
      case 'leave':
        if (room && socket.helloFrom) this.leave(room.code, socket.helloFrom);
        socket.serverClose(1000);
        return;
    }
  }

  /** Installs this server as the network's answer, `WebSocket` and `navigator.sendBeacon`. */
  install(): void {
    FakeWebSocket.server = this;
    server.use(this.handler);
    vi.stubGlobal('WebSocket', FakeWebSocket);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        this.beacons.push({ url, body });
        const path = new URL(url, 'http://localhost').pathname;
        const route = /^\/api\/player\/rooms\/([^/]+)\/leave$/.exec(path);
        const room = route ? this.rooms.get(decodeURIComponent(route[1]!)) : undefined;
        const leave = leaveRoomBodySchema.parse(JSON.parse(body));
        // Like the server, a leave it refuses changes nothing; a beacon never hears the answer.
        if (room && this.mayActAs(room, leave.userId, leave)) this.leave(room.code, leave.userId);
        return true;
      },
    });
  }
}

/** A browser web socket, as far as the push channel uses one, connected to the fake server. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static server: FakePartyServer;

  readonly url: string;
  readonly roomCode: string;
  readyState = FakeWebSocket.CONNECTING;
  helloFrom: string | null = null;
  hostKey: string | null = null;
  memberKey: string | null = null;
  /** Everything this socket sent, parsed. */
  readonly sent: ReturnType<typeof partyClientMessageSchema.parse>[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly server: FakePartyServer;

  constructor(url: string) {
    this.url = url;
    const match = /\/api\/player\/rooms\/([^/]+)\/live$/.exec(new URL(url).pathname);
    this.roomCode = decodeURIComponent(match?.[1] ?? '');
    this.server = FakeWebSocket.server;
    this.server.opened.push(this);
    const refused = this.server.pushDown;
    setTimeout(() => {
      if (this.readyState !== FakeWebSocket.CONNECTING) return;
      if (refused || this.server.pushDown) {
        this.readyState = FakeWebSocket.CLOSED;
        this.onerror?.(new Event('error'));
        this.onclose?.(new CloseEvent('close', { code: 1006 }));
        return;
      }
      this.readyState = FakeWebSocket.OPEN;
      this.server.sockets.add(this);
      this.onopen?.(new Event('open'));
    }, this.server.latencyMs);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('the socket is not open');
    this.sent.push(partyClientMessageSchema.parse(JSON.parse(data)));
    // Sent while open, it arrives, even if the socket closes meanwhile (as a leave does).
    setTimeout(() => this.server.handle(this, data), this.server.latencyMs);
  }

  /** A message from the server, arriving after the channel's delay. */
  deliver(message: PartyServerMessage): void {
    setTimeout(() => {
      if (this.readyState !== FakeWebSocket.OPEN) return;
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
    }, this.server.latencyMs);
  }

  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.server.sockets.delete(this);
  }

  serverClose(code: number): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.server.sockets.delete(this);
    setTimeout(() => this.onclose?.(new CloseEvent('close', { code })), 0);
  }

  sentOfType<T extends string>(type: T) {
    return this.sent.filter((message) => message.type === type);
  }
}
