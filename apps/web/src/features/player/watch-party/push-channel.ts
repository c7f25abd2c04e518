import {
  partyServerMessageSchema,
  type PartyClientMessage,
  type PartyServerMessage,
} from '@screenroom/core';
import { encodePartyMessage } from '../../../shared/clients/watch-party.ts';
import { reconnectDelay } from './reconnect-delay.ts';

/** A clock ping goes out this often; its answer also proves the channel alive. */
export const PUSH_PING_MS = 1000;
/** A channel that has said nothing for this long (three pings unanswered) is dead, closed or not. */
export const PUSH_SILENT_MS = 3000;
/** How often the silence is looked at. */
const WATCH_MS = 250;

export type PushChannelOptions = {
  /** Opens the socket (the watch-party client's `openLive`). */
  open: () => WebSocket;
  /** The first message, sent on every connection: who this member is, with its host key. */
  hello: () => PartyClientMessage;
  onMessage: (message: PartyServerMessage) => void;
  /** Up once the server answered `hello` with the room; down when the socket is gone. */
  onState: (up: boolean) => void;
  random?: () => number;
  now?: () => number;
};

export type PushChannel = {
  /** Sends on a live channel; false when it is down (the caller falls back to HTTP). */
  send(message: PartyClientMessage): boolean;
  isUp(): boolean;
  /** Drops the connection and makes a new one at once (after becoming host: a new hello). */
  restart(): void;
  /** Ends the channel for good; `leave` says goodbye to the room first. */
  close(leave?: boolean): void;
};

/**
 * The room's push channel: a web socket that says hello, pings for the clock every second, and
 * comes back after any drop with a growing, jittered delay. Three seconds of silence count as a
 * drop, so an instance that hangs without closing its sockets is left within four seconds too.
 */
export function createPushChannel({
  open,
  hello,
  onMessage,
  onState,
  random = Math.random,
  now = Date.now,
}: PushChannelOptions): PushChannel {
  let socket: WebSocket | null = null;
  let up = false;
  let everUp = false;
  let closed = false;
  let attempt = 0;
  let lastHeard = 0;
  let pingId = 0;
  let lastPing = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const sendRaw = (message: PartyClientMessage) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    try {
      socket.send(encodePartyMessage(message));
      return true;
    } catch {
      return false;
    }
  };

  function setUp(next: boolean) {
    if (up === next) return;
    up = next;
    onState(next);
  }

  /** Lets go of the socket in hand without waiting for its close event (which a dead link may never send). */
  function drop() {
    const old = socket;
    socket = null;
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try {
        old.close();
      } catch {
        // Already closing.
      }
    }
    setUp(false);
  }

  function retryLater() {
    drop();
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, reconnectDelay(attempt, random(), everUp));
    attempt += 1;
  }

  function connect() {
    if (closed) return;
    let next: WebSocket;
    try {
      next = open();
    } catch {
      retryLater();
      return;
    }
    socket = next;
    lastHeard = now();
    next.onopen = () => {
      lastHeard = now();
      sendRaw(hello());
    };
    next.onmessage = (event: MessageEvent) => {
      lastHeard = now();
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const message = partyServerMessageSchema.safeParse(parsed);
      if (!message.success) return;
      if (message.data.type === 'room' && !up) {
        attempt = 0;
        everUp = true;
        setUp(true);
      }
      onMessage(message.data);
    };
    next.onclose = () => {
      if (socket === next) retryLater();
    };
    next.onerror = () => {
      if (socket === next) retryLater();
    };
  }

  pingTimer = setInterval(() => {
    if (!socket) return;
    // Also a connection that never opened: a hung instance may accept and then say nothing.
    if (now() - lastHeard > PUSH_SILENT_MS) {
      retryLater();
      return;
    }
    if (up && now() - lastPing >= PUSH_PING_MS) {
      lastPing = now();
      sendRaw({ type: 'ping', id: (pingId += 1), clientTime: lastPing });
    }
  }, WATCH_MS);

  connect();

  return {
    send: (message) => up && sendRaw(message),
    isUp: () => up,
    restart() {
      if (closed) return;
      clearTimeout(retryTimer);
      drop();
      attempt = 0;
      connect();
    },
    close(leave = false) {
      if (closed) return;
      if (leave && up) sendRaw({ type: 'leave' });
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      pingTimer = undefined;
      const old = socket;
      socket = null;
      if (old) {
        old.onopen = old.onmessage = old.onclose = old.onerror = null;
        try {
          // After a leave the server closes; closing here too is harmless and frees the socket.
          old.close(1000);
        } catch {
          // Already closing.
        }
      }
      // Not reported: whoever closed the channel is done with it.
      up = false;
    },
  };
}
