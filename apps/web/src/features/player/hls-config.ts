import { HLS_CONFIG } from '@screenroom/core';
import type { HlsConfig } from 'hls.js';
import { isClientError } from './hls-failure.ts';

/**
 * The retries are for a connection that drops or a server that is busy. A file that answered
 * 404 or 403 is not there, and asking ten more times only keeps the viewer waiting on a spinner
 * for over a minute; the player moves on to the next stream instead (see hls-failure.ts).
 */
const retryUnlessMissing = (
  _config: unknown,
  _count: number,
  _isTimeout: boolean,
  response: { code?: number } | undefined,
  retry: boolean,
): boolean => retry && !isClientError(response?.code);

/** The HLS limits (buffer, time-outs, retries), in the one place hls.js is configured. */
export function hlsConfig(): Partial<HlsConfig> {
  const retry = {
    maxNumRetry: HLS_CONFIG.maxRetries,
    retryDelayMs: HLS_CONFIG.retryDelayMinMs,
    maxRetryDelayMs: HLS_CONFIG.retryDelayMaxMs,
    shouldRetry: retryUnlessMissing,
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
