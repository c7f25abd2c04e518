import { EXTENSION_HELLO_TIMEOUT_MS, type HelloAnswer } from '@screenroom/core';
import { sendExtensionMessage } from '../clients/extension.ts';

export type { HelloAnswer } from '@screenroom/core';

/** The extension's script loads after the page, so the first hello waits this long. */
export const HELLO_DELAY_MS = 500;

/** Resolves with the extension's answer, or null when nothing answers within the timeout. */
export function sendHello(
  target: Window = window,
  timeoutMs = EXTENSION_HELLO_TIMEOUT_MS,
): Promise<HelloAnswer | null> {
  return sendExtensionMessage('hello', null, { target, timeoutMs });
}

export const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
