import { EXTENSION_INFO_PATH, extensionInfoSchema, type ExtensionInfo } from '@screenroom/core';

/**
 * Whether the server that served this page offers its build of the browser extension. Asked of
 * the page's own origin: the build is this server's, whatever backend the app talks to.
 */
export async function fetchExtensionInfo(signal?: AbortSignal): Promise<ExtensionInfo> {
  const response = await fetch(EXTENSION_INFO_PATH, { signal, cache: 'no-cache' });
  if (!response.ok) throw new Error(`The extension info answered ${response.status}`);
  return extensionInfoSchema.parse(await response.json());
}
