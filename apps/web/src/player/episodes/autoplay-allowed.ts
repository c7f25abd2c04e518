/**
 * Autoplay starts a new scrape and stream without anyone watching, so the documents allow it only
 * where that is the viewer's or the operator's to decide: the operator's "autoplay allowed" flag
 * (VITE_ALLOW_AUTOPLAY), the browser extension, or proxy workers the viewer set up. The settings
 * page says the same next to the switch.
 */
export type AutoplayGate = {
  configAllows: boolean;
  extensionActive: boolean;
  proxyWorkers: readonly string[] | null;
};

/** Pure: whether autoplay may run at all, before the viewer's own switch is asked. */
export function isAutoplayAllowed({ configAllows, extensionActive, proxyWorkers }: AutoplayGate) {
  return configAllows || extensionActive || (proxyWorkers?.length ?? 0) > 0;
}
