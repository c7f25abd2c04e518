import { parseOrigin } from './allowed-origins.ts';
import { builtConfig, withAddedOrigins, type ExtensionConfig } from './extension-config.ts';

/**
 * Screenroom addresses the viewer added on the options page, so one build serves any operator's
 * server. Kept in the extension's local storage, which pages cannot reach.
 */
const KEY = 'addedOrigins';

/** The dynamic content script that relays on the added origins. */
export const ADDED_ORIGINS_SCRIPT_ID = 'relay-added-origins';

export async function readAddedOrigins(): Promise<string[]> {
  const stored = (await chrome.storage.local.get(KEY))[KEY];
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    try {
      return typeof entry === 'string' ? [parseOrigin(entry)] : [];
    } catch {
      return [];
    }
  });
}

/** Throws with a message for people when `entry` is not a bare origin. */
export async function addOrigin(entry: string): Promise<string> {
  const origin = parseOrigin(entry.trim());
  const added = await readAddedOrigins();
  if (!added.includes(origin)) await chrome.storage.local.set({ [KEY]: [...added, origin] });
  return origin;
}

export async function removeOrigin(origin: string): Promise<void> {
  const added = await readAddedOrigins();
  await chrome.storage.local.set({ [KEY]: added.filter((entry) => entry !== origin) });
}

/** The build's configuration with the added origins, read afresh (the worker may have slept). */
export async function currentConfig(): Promise<ExtensionConfig> {
  return withAddedOrigins(builtConfig(), await readAddedOrigins());
}

export function onAddedOriginsChange(listener: () => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && KEY in changes) listener();
  });
}
