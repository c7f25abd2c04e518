/**
 * The movie-web extension's hello call. The extension's content script relays page messages to
 * its background: the page posts `{ name, instanceId, body }` and the relay answers with the same
 * name and instanceId plus `relayed: true` and the background's answer as body.
 */

export type HelloAnswer = {
  success: boolean;
  version: string;
  allowed: boolean;
  hasPermission: boolean;
};

type RelayedMessage = { name?: unknown; instanceId?: unknown; relayed?: unknown; body?: unknown };

export const HELLO_DELAY_MS = 500;
export const HELLO_TIMEOUT_MS = 500;

function isHelloAnswer(body: unknown): body is HelloAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return typeof value.success === 'boolean';
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** Resolves with the extension's answer, or null when nothing answers within the timeout. */
export function sendHello(
  target: Window = window,
  timeoutMs = HELLO_TIMEOUT_MS,
): Promise<HelloAnswer | null> {
  const instanceId = randomId();
  return new Promise((resolve) => {
    const finish = (answer: HelloAnswer | null) => {
      target.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(answer);
    };
    const onMessage = (event: MessageEvent<RelayedMessage>) => {
      const data = event.data;
      if (event.source !== target || typeof data !== 'object' || data === null) return;
      if (data.name !== 'hello' || data.instanceId !== instanceId || data.relayed !== true) return;
      finish(isHelloAnswer(data.body) ? data.body : null);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    target.addEventListener('message', onMessage);
    target.postMessage({ name: 'hello', instanceId, body: null }, target.location.origin);
  });
}

export const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
