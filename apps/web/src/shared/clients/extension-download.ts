import { extensionDownloadRoutes, type ExtensionInfo } from '@screenroom/core';
import { callApi } from './api.ts';

/**
 * Whether the server that served this page offers its build of the browser extension. Asked of
 * the page's own origin: the build is this server's, whatever backend the app talks to.
 */
export function fetchExtensionInfo(signal?: AbortSignal): Promise<ExtensionInfo> {
  return callApi(
    extensionDownloadRoutes.info,
    {},
    { backendUrl: '', cache: 'no-cache', ...(signal && { signal }) },
  );
}
