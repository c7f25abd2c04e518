import {
  extensionAnswerSchemas,
  type ExtensionMessageName,
  type ExtensionMessages,
} from '@screenroom/core';

type Handlers = {
  [N in ExtensionMessageName]?: (body: ExtensionMessages[N]['body']) => unknown;
};

export interface ExtensionFake {
  /** Every message the page sent, in order. */
  sent: { name: string; body: unknown }[];
  remove(): void;
}

/**
 * Plays the browser extension's content-script relay: answers the page's messages the way the
 * relay does, with the handler's answer as body (checked against core's answer schema unless a
 * test means to send a malformed one with `unchecked`).
 */
export function installExtensionFake(
  handlers: Handlers,
  { unchecked = false } = {},
): ExtensionFake {
  const sent: ExtensionFake['sent'] = [];
  const relay = (event: MessageEvent) => {
    const data = event.data as {
      name?: ExtensionMessageName;
      instanceId?: string;
      relayed?: boolean;
      body?: unknown;
    };
    if (!data?.name || data.relayed) return;
    sent.push({ name: data.name, body: data.body });
    const handler = handlers[data.name] as ((body: unknown) => unknown) | undefined;
    if (!handler) return;
    const answer = handler(data.body);
    if (!unchecked) extensionAnswerSchemas[data.name].parse(answer);
    // jsdom leaves source and origin empty on postMessage; a browser fills them in like this.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { name: data.name, instanceId: data.instanceId, relayed: true, body: answer },
        source: window,
        origin: window.location.origin,
      }),
    );
  };
  window.addEventListener('message', relay);
  return { sent, remove: () => window.removeEventListener('message', relay) };
}
