import { HLS_IGNORED_ERROR, HLS_MANIFEST_ERROR } from './playback-error.ts';

/** The parts of an hls.js error event this decision reads. */
export type HlsErrorInfo = {
  fatal: boolean;
  /** hls.js ErrorDetails value, such as 'levelLoadError'. */
  details: string;
  error?: { message?: string } | null;
  response?: { code?: number } | null;
  frag?: { type?: string } | null;
  /** What hls.js decided to do; `nextAutoLevel` names the other variant it switches to. */
  errorAction?: { nextAutoLevel?: number | undefined } | null;
  /** Where hls.js caught an exception: 'demuxerWorker' for its transmuxing worker. */
  event?: unknown;
};

// hls.js ErrorDetails values; named here so the display need not load hls.js to decide.
const MANIFEST_LOAD_ERROR = 'manifestLoadError';
const MANIFEST_LOAD_TIMEOUT = 'manifestLoadTimeOut';
const LEVEL_LOAD_ERROR = 'levelLoadError';
const FRAG_LOAD_ERROR = 'fragLoadError';
const INTERNAL_EXCEPTION = 'internalException';

/** How a failure of hls.js's worker begins, in the player's reports and the build's stand-in. */
export const HLS_WORKER_FAILED = 'hls.js worker failed';

/**
 * The build leaves hls.js's transmuxer for the page's thread out (build/hls-trim.ts): once its
 * worker fails (it did not load, or it broke), hls.js has nothing to demux with, and what it
 * reports as a passing exception ends the stream.
 */
function isWorkerFailure(data: HlsErrorInfo): boolean {
  return (
    data.details === INTERNAL_EXCEPTION &&
    (data.event === 'demuxerWorker' || (data.error?.message ?? '').startsWith(HLS_WORKER_FAILED))
  );
}

const MISSING_FILE_MESSAGES: Record<string, string> = {
  [MANIFEST_LOAD_ERROR]: HLS_MANIFEST_ERROR,
  [LEVEL_LOAD_ERROR]: 'Failed to load HLS playlist',
  [FRAG_LOAD_ERROR]: 'Failed to load HLS segment',
};

/**
 * A 4xx answer means the file is not there (or not for us), and asking again will not change
 * that; 408 and 429 are the exceptions that say "later".
 */
export function isClientError(code: number | undefined): code is number {
  return code !== undefined && code >= 400 && code < 500 && code !== 408 && code !== 429;
}

/** Playlists and segments of the picture itself; a missing subtitle or audio file is not fatal. */
function isMainLoad(data: HlsErrorInfo): boolean {
  if (data.details === FRAG_LOAD_ERROR) return data.frag?.type === 'main';
  return data.details === MANIFEST_LOAD_ERROR || data.details === LEVEL_LOAD_ERROR;
}

/**
 * Whether an hls.js error ends the stream, and the message to report if it does. Fatal errors do.
 * So does a missing playlist or segment when hls.js has no other variant to switch to: it would
 * retry the file with the full network back-off (meant for flaky connections, over a minute in
 * all) while the viewer watches a spinner, and a file that answers 404 will answer 404 again.
 * Timeouts and server errors keep their retries.
 */
export function hlsStreamFailure(data: HlsErrorInfo): string | null {
  if (data.error?.message === HLS_IGNORED_ERROR) return null;
  const code = data.response?.code;
  if (!data.fatal) {
    if (isWorkerFailure(data)) {
      const message = data.error?.message ?? data.details;
      return message.startsWith(HLS_WORKER_FAILED) ? message : `${HLS_WORKER_FAILED}: ${message}`;
    }
    if (!isMainLoad(data) || !isClientError(code)) return null;
    if (data.errorAction?.nextAutoLevel !== undefined) return null;
    return `${MISSING_FILE_MESSAGES[data.details] ?? data.details} (HTTP ${code})`;
  }
  if (data.details === MANIFEST_LOAD_ERROR || data.details === MANIFEST_LOAD_TIMEOUT) {
    return HLS_MANIFEST_ERROR;
  }
  return data.error?.message ?? data.details;
}
