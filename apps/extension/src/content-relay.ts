import { isExtensionMessageName } from '@screenroom/core';
import { isAllowedOrigin } from './allowed-origins.ts';
import { currentConfig } from './added-origins.ts';

/**
 * Relays the page's messages to the background and posts the answers back, only on the exact
 * origins the extension serves (the manifest injects it only there; this is the second lock).
 * Answers go to this page's origin alone, never to `*`.
 */
const pageOrigin = window.location.origin;

type PageMessage = { name?: unknown; instanceId?: unknown; body?: unknown; relayed?: unknown };

function relay(): void {
  window.addEventListener('message', (event: MessageEvent<PageMessage>) => {
    const data = event.data;
    if (event.source !== window || event.origin !== pageOrigin) return;
    if (typeof data !== 'object' || data === null || data.relayed === true) return;
    const { name, instanceId, body } = data;
    if (!isExtensionMessageName(name) || typeof instanceId !== 'string') return;
    void chrome.runtime.sendMessage({ name, body }).then(
      (answer: unknown) => {
        window.postMessage({ name, instanceId, relayed: true, body: answer }, pageOrigin);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const answer = { success: false, error: message };
        window.postMessage({ name, instanceId, relayed: true, body: answer }, pageOrigin);
      },
    );
  });
}

void currentConfig().then(({ origins }) => {
  if (isAllowedOrigin(pageOrigin, origins)) relay();
});
