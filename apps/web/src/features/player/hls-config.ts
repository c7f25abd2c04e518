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

/**
 * hls.js's module build carries no worker of its own, so without a path it demuxes and remuxes
 * every segment on the page's thread: long tasks that delay the first frame and the page's answers
 * to the viewer for as long as the video plays. The build also leaves out hls.js's transmuxer for
 * the page's thread (build/hls-trim.ts), so every hls.js the app makes names the worker.
 */
export function hlsWorkerConfig(): Pick<HlsConfig, 'enableWorker' | 'workerPath'> {
  return { enableWorker: true, workerPath: hlsWorkerUrl };
}

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
    // A short buffer goal while the page opens (raiseHlsBufferGoal says why).
    maxBufferLength: HLS_CONFIG.startBufferLength,
    maxMaxBufferLength: HLS_CONFIG.startBufferLength,
    fragLoadPolicy: loadPolicy(HLS_CONFIG.fragLoadTimeoutMs),
    manifestLoadPolicy: loadPolicy(HLS_CONFIG.manifestLoadTimeoutMs),
    // Time to first frame: no throw-away bandwidth-probe fragment before the real first one, and the
    // first fragment is requested while its playlist is still being parsed.
    testBandwidth: false,
    startFragPrefetch: true,
    ...hlsWorkerConfig(),
    // Off here as in the build, which leaves their code out (hls-omitted-parts.ts says why).
    ...Object.fromEntries(OMITTED_HLS_CONTROLLERS.map((name) => [name, undefined])),
  };
}

/**
 * Until the video first plays, hls.js holds a few seconds ahead, not two minutes: every fragment
 * it fetches is a download beside the page's own and work on the page's thread (handing it to the
 * worker, appending what comes back), while the page is still opening and the first frame is
 * what the viewer waits for. Once the video plays, the buffer grows to its full length, which
 * hls.js reads on its next check. Both limits move: hls.js holds at least as much as fits its
 * byte budget at the stream's bitrate, up to the larger one.
 */
export function raiseHlsBufferGoal(
  config: Pick<HlsConfig, 'maxBufferLength' | 'maxMaxBufferLength'>,
): void {
  config.maxBufferLength = Math.max(config.maxBufferLength, HLS_CONFIG.maxBufferLength);
  config.maxMaxBufferLength = Math.max(config.maxMaxBufferLength, HLS_CONFIG.maxMaxBufferLength);
}
