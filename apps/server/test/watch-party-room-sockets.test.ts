import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRoomBus } from '../src/watch-party/memory-room-bus.ts';
import { DIGEST_MS, RoomSockets, type RoomSocket } from '../src/watch-party/room-sockets.ts';

function fakeSocket(
  roomCode: string,
): RoomSocket & { beats: number; received: string[]; writes: number } {
  return {
    roomCode,
    beats: 0,
    received: [],
    writes: 0,
    deliver(messages) {
      this.writes += 1;
      for (const message of messages) this.received.push(message.toString());
    },
    heartbeat() {
      this.beats += 1;
    },
  };
}

describe('the sockets of one instance', () => {
  let sockets: RoomSockets;
  const bus = new MemoryRoomBus();

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = new RoomSockets(bus, 3000);
  });
  afterEach(() => {
    sockets.close();
    vi.useRealTimers();
  });

  it('pings a slice of the sockets at a time, and each socket once per period', () => {
    const all = Array.from({ length: 90 }, (_, i) => fakeSocket(`R${i % 3}`));
    for (const socket of all) sockets.connect(socket);
    vi.advanceTimersByTime(100);
    expect(all.filter((s) => s.beats > 0)).toHaveLength(3);
    vi.advanceTimersByTime(2900);
    expect(all.map((s) => s.beats)).toEqual(all.map(() => 1));
    vi.advanceTimersByTime(3000);
    expect(all.map((s) => s.beats)).toEqual(all.map(() => 2));
  });

  it('stops pinging a socket once it is gone, and writes one room its own messages', async () => {
    const [a, b, c] = [fakeSocket('1111'), fakeSocket('1111'), fakeSocket('2222')];
    for (const socket of [a, b, c]) {
      sockets.connect(socket);
      await sockets.join(socket);
    }
    await bus.publish('1111', '{"type":"left"}');
    expect([a.received, b.received, c.received]).toEqual([
      ['{"type":"left"}'],
      ['{"type":"left"}'],
      [],
    ]);
    sockets.disconnect(b);
    vi.advanceTimersByTime(3000);
    expect([a.beats, b.beats, c.beats]).toEqual([1, 0, 1]);
    expect(sockets.counts()).toEqual({ rooms: 2, sockets: 2 });
  });

  it("holds guests' reports for the room's next write, in publish order, or the digest tick", async () => {
    const [a, b, c] = [fakeSocket('3333'), fakeSocket('3333'), fakeSocket('4444')];
    for (const socket of [a, b, c]) {
      sockets.connect(socket);
      await sockets.join(socket);
    }
    await bus.publish('3333', 'guest-1', 'digest');
    await bus.publish('3333', 'guest-2', 'digest');
    await bus.publish('4444', 'guest-3', 'digest');
    expect([a.received, b.received, c.received]).toEqual([[], [], []]);

    await bus.publish('3333', 'host', 'now');
    expect(a.received).toEqual(['guest-1', 'guest-2', 'host']);
    expect(b.received).toEqual(['guest-1', 'guest-2', 'host']);
    expect([a.writes, b.writes]).toEqual([1, 1]);
    expect(c.received).toEqual([]);

    vi.advanceTimersByTime(DIGEST_MS);
    expect(c.received).toEqual(['guest-3']);
    expect(a.received).toHaveLength(3);
    // Nothing waits: the tick writes nothing.
    vi.advanceTimersByTime(DIGEST_MS);
    expect([a.writes, c.writes]).toEqual([1, 1]);
  });

  it('drops what waited for a room whose last socket left', async () => {
    const a = fakeSocket('5555');
    sockets.connect(a);
    await sockets.join(a);
    await bus.publish('5555', 'guest-1', 'digest');
    sockets.disconnect(a);
    const b = fakeSocket('5555');
    sockets.connect(b);
    await sockets.join(b);
    vi.advanceTimersByTime(DIGEST_MS);
    expect([a.received, b.received]).toEqual([[], []]);
  });
});
