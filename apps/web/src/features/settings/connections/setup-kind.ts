import type { ExtensionStatus } from '../../../shared/extension/extension-status.ts';

/** How streams are reached: the extension beats a custom proxy beats the default. */
export type SetupKind = 'extension' | 'proxy' | 'default';

/** Pure: the setup in use, from the extension's status and the custom workers. */
export function setupKind(
  extension: ExtensionStatus,
  proxySet: readonly string[] | null,
): SetupKind {
  if (extension === 'success') return 'extension';
  if (proxySet && proxySet.length > 0) return 'proxy';
  return 'default';
}
