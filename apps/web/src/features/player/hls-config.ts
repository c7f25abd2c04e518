import { HLS_CONFIG } from '@screenroom/core';
import type { HlsConfig } from 'hls.js';
// The build copies the worker under assets/ with its hash in the name, so it is cached as the
// app's own scripts are and loads from our origin, which the page policy's script-src allows.
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import { isClientError } from './hls-failure.ts';
import { OMITTED_HLS_CONTROLLERS } from './hls-omitted-parts.ts';

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
    // hls.js's module build carries no worker of its own, so without a path it demuxes and remuxes
    // every segment on the page's thread: long tasks that delay the first frame and the page's
    // answers to the viewer for as long as the video plays.
    enableWorker: true,
    workerPath: hlsWorkerUrl,
    // Off here as in the build, which leaves their code out (hls-omitted-parts.ts says why).
    ...Object.fromEntries(OMITTED_HLS_CONTROLLERS.map((name) => [name, undefined])),
  };
}
