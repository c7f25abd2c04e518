import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRoomBus } from '../src/watch-party/memory-room-bus.ts';
import { RoomSockets, type RoomSocket } from '../src/watch-party/room-sockets.ts';

function fakeSocket(roomCode: string): RoomSocket & { beats: number; received: string[] } {
  return {
    roomCode,
    beats: 0,
    received: [],
    deliver(message) {
      this.received.push(message.toString());
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
});
