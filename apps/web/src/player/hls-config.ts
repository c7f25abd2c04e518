import { HLS_CONFIG } from '@screenroom/core';
import type { HlsConfig } from 'hls.js';

/** Document 002 §9 HLS limits, in the one place hls.js is configured. */
export function hlsConfig(): Partial<HlsConfig> {
  const retry = {
    maxNumRetry: HLS_CONFIG.maxRetries,
    retryDelayMs: HLS_CONFIG.retryDelayMinMs,
    maxRetryDelayMs: HLS_CONFIG.retryDelayMaxMs,
  };
  const loadPolicy = (maxLoadTimeMs: number) => ({
    default: {
      maxTimeToFirstByteMs: HLS_CONFIG.firstByteTimeoutMs,
      maxLoadTimeMs,
      timeoutRetry: retry,
      errorRetry: retry,
    },
  });
  return {
    maxBufferLength: HLS_CONFIG.maxBufferLength,
    maxMaxBufferLength: HLS_CONFIG.maxMaxBufferLength,
    fragLoadPolicy: loadPolicy(HLS_CONFIG.fragLoadTimeoutMs),
    manifestLoadPolicy: loadPolicy(HLS_CONFIG.manifestLoadTimeoutMs),
    // Time to first frame: no throw-away bandwidth-probe fragment before the real first one, and the
    // first fragment is requested while its playlist is still being parsed.
    testBandwidth: false,
    startFragPrefetch: true,
  };
}
