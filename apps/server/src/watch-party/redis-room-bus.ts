import type { Redis } from 'ioredis';
import type { MessagePace, RoomBus, RoomMessageListener } from './room-bus.ts';

const READY_WAIT_MS = 5_000;
/**
 * A digest message travels with this byte in front. Messages are JSON objects, so they never
 * start with it, and a message for now passes byte for byte as it always did.
 */
const DIGEST_MARK = '~';
const DIGEST_MARK_BYTE = DIGEST_MARK.charCodeAt(0);

/**
 * Rooms over Redis publish/subscribe, one channel per room (`{prefix}live:{code}`). An instance
 * subscribes only to the rooms its sockets are in, so each message reaches the instances that
 * need it and no others. A subscribed connection can do nothing else, hence a dedicated one;
 * ioredis subscribes again by itself after a reconnect.
 */
export class RedisRoomBus implements RoomBus {
  private listener: RoomMessageListener = () => undefined;
  private readonly channelPrefix: string;
  private readonly channelPrefixBytes: number;

  /** Both connections are the app's infrastructure's, which closes them. */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
  ) {
    this.channelPrefix = `${prefix}live:`;
    this.channelPrefixBytes = Buffer.byteLength(this.channelPrefix);
    subscriber.on('messageBuffer', this.onMessage);
  }

  // The buffer event skips decoding the message: it goes to the sockets as bytes. The copy keeps
  // it safe from the reply parser reusing its memory while a slow socket still holds it.
  private readonly onMessage = (channel: Buffer, message: Buffer): void => {
    const roomCode = channel.toString('utf8', this.channelPrefixBytes);
    if (message[0] === DIGEST_MARK_BYTE) {
      this.listener(roomCode, Buffer.from(message.subarray(1)), 'digest');
    } else {
      this.listener(roomCode, Buffer.from(message), 'now');
    }
  };

  listen(listener: RoomMessageListener): void {
    this.listener = listener;
  }

  async publish(roomCode: string, message: string, pace: MessagePace = 'now'): Promise<void> {
    const payload = pace === 'digest' ? DIGEST_MARK + message : message;
    await this.publisher.publish(this.channelPrefix + roomCode, payload);
  }

  async join(roomCode: string): Promise<void> {
    await this.subscriberReady();
    await this.subscriber.subscribe(this.channelPrefix + roomCode);
  }

  leave(roomCode: string): void {
    // A failed unsubscribe only means messages keep coming for a room nobody here is in, and
    // the sockets drop them.
    this.subscriber.unsubscribe(this.channelPrefix + roomCode).catch(() => undefined);
  }

  /**
   * ioredis lets a SUBSCRIBE through while a new connection still runs its ready check, and the
   * check then fails on a connection already in subscriber mode. Waiting for ready avoids that;
   * the wait is bounded so a member is refused (and polls) rather than left hanging.
   */
  private subscriberReady(): Promise<void> {
    const { subscriber } = this;
    if (subscriber.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        subscriber.off('ready', onReady);
        reject(new Error('Redis subscriber connection is not ready'));
      }, READY_WAIT_MS);
      subscriber.once('ready', onReady);
    });
  }

  /** Stops handing messages on; the connection is closed once, by its owner. */
  close(): Promise<void> {
    this.subscriber.off('messageBuffer', this.onMessage);
    return Promise.resolve();
  }
}
