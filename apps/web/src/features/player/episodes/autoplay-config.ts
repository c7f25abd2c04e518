/**
 * What the operator said about autoplay (VITE_ALLOW_AUTOPLAY), read by the server into the page's
 * configuration (core's public-config.ts). Kept apart from the rule (autoplay-allowed.ts) so
 * reading the configuration does not bring the source framework into the first paint.
 */
export { parseAutoplayConfig, type AutoplayConfig } from '@screenroom/core';
