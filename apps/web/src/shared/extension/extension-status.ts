import { EXTENSION_VERSION_RANGE, satisfiesCaret, type HelloAnswer } from '@screenroom/core';
import { sendHello } from './extension-hello.ts';

/** What the extension answered; loading is the state before the first answer. */
export type ExtensionStatus =
  'loading' | 'unknown' | 'failed' | 'disallowed' | 'noperms' | 'outdated' | 'success';

/** Usable only when hello succeeds, the page is allowed, permission is granted and the version fits. */
export function extensionStatus(answer: HelloAnswer | null): Exclude<ExtensionStatus, 'loading'> {
  if (!answer) return 'unknown';
  if (!answer.success) return 'failed';
  if (!answer.allowed) return 'disallowed';
  if (!answer.hasPermission) return 'noperms';
  if (!satisfiesCaret(answer.version, EXTENSION_VERSION_RANGE)) return 'outdated';
  return 'success';
}

/** Whether requests and stream headers can go through the extension on this page now. */
export async function extensionActive(hello: () => Promise<HelloAnswer | null> = sendHello) {
  return extensionStatus(await hello()) === 'success';
}
