import type { MessagePace, RoomBus, RoomMessageListener } from './room-bus.ts';

/** One instance: a publish reaches the sockets at once, in the publisher's own turn. */
export class MemoryRoomBus implements RoomBus {
  private listener: RoomMessageListener = () => undefined;

  listen(listener: RoomMessageListener): void {
    this.listener = listener;
  }

  publish(roomCode: string, message: string, pace: MessagePace = 'now'): Promise<void> {
    this.listener(roomCode, message, pace);
    return Promise.resolve();
  }

  join(): Promise<void> {
    return Promise.resolve();
  }

  leave(): void {}

  close(): Promise<void> {
    return Promise.resolve();
  }
}
