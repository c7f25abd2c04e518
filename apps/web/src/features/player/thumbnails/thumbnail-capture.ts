import type { Stream } from '@screenroom/core';
import type Hls from 'hls.js';
import { hlsWorkerConfig } from '../hls-config.ts';
import { loadHlsModule } from '../hls-module.ts';
import { thumbnailFractions, thumbnailLevelFor } from './thumbnail-fractions.ts';
import type { ThumbnailImage } from './thumbnail-images.ts';
import { thumbnailFileUrl, thumbnailLevelIndex } from './thumbnail-source.ts';

type HlsModule = typeof Hls;

/** Preview images are drawn this wide; the height follows the picture's shape. */
const THUMBNAIL_WIDTH = 160;
const FALLBACK_HEIGHT = 90;
const JPEG_QUALITY = 0.7;
/** A pause after every image, so the page and the main video always get their turn. */
const THUMBNAIL_GAP_MS = 200;
/** How often to look again while the main video is buffering and capture holds back. */
const BUSY_RECHECK_MS = 1000;
const METADATA_TIMEOUT_MS = 30_000;
const SEEK_TIMEOUT_MS = 15_000;
/** Seeking to the very end often shows no picture; the last image is taken just before it. */
const END_MARGIN_S = 0.5;

/** The capture video buffers only what one image needs. */
const captureHlsConfig = {
  ...hlsWorkerConfig(),
  autoStartLoad: true,
  startPosition: 0,
  maxBufferLength: 1,
  maxMaxBufferLength: 2,
  backBufferLength: 0,
};

export type ThumbnailCaptureOptions = {
  stream: Stream;
  onImage: (image: ThumbnailImage) => void;
  /** True while the main video is buffering: capture waits so it never competes with playback. */
  isBusy?: () => boolean;
  gapMs?: number;
  loadHls?: () => Promise<HlsModule>;
  createVideo?: () => HTMLVideoElement;
  createCanvas?: () => HTMLCanvasElement;
};

function createCaptureVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.playsInline = true;
  // Without CORS the canvas would be tainted and refuse to hand out its pixels.
  video.crossOrigin = 'anonymous';
  return video;
}

/** Resolves after `ms`, or at once when the capture is stopped; false when it was stopped. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Waits for `name` on the video; false on an error event, a time-out or a stop. */
function videoEvent(
  video: HTMLVideoElement,
  name: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      video.removeEventListener(name, onEvent);
      video.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onEvent = () => finish(true);
    const onError = () => finish(false);
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    video.addEventListener(name, onEvent);
    video.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort);
    if (signal.aborted) finish(false);
  });
}

/** Attaches the stream's lightest rendition to the capture video; false when it cannot play. */
async function attachStream(
  video: HTMLVideoElement,
  stream: Stream,
  loadHls: () => Promise<HlsModule>,
  failed: AbortController,
): Promise<{ ok: boolean; hls: Hls | null }> {
  if (stream.type === 'file') {
    const url = thumbnailFileUrl(stream);
    if (url === null) return { ok: false, hls: null };
    video.src = url;
    return { ok: true, hls: null };
  }
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported()) {
    if (!video.canPlayType('application/vnd.apple.mpegurl')) return { ok: false, hls: null };
    video.src = stream.playlist;
    return { ok: true, hls: null };
  }
  const hls = new HlsClass(captureHlsConfig);
  hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
    const index = thumbnailLevelIndex(hls.levels);
    if (index !== -1) hls.currentLevel = index;
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) failed.abort();
  });
  hls.attachMedia(video);
  hls.loadSource(stream.playlist);
  return { ok: true, hls };
}

function drawFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  const height =
    video.videoWidth > 0
      ? Math.round((THUMBNAIL_WIDTH * video.videoHeight) / video.videoWidth)
      : FALLBACK_HEIGHT;
  canvas.width = THUMBNAIL_WIDTH;
  canvas.height = height || FALLBACK_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/**
 * Captures preview images of `stream` in a hidden, muted second video, coarsest first (see
 * thumbnailFractions), until every image is taken or `signal` stops it. Resolves when it ends;
 * a stream it cannot read (no CORS, a broken playlist) simply ends it early.
 */
export async function captureThumbnails(
  {
    stream,
    onImage,
    isBusy = () => false,
    gapMs = THUMBNAIL_GAP_MS,
    loadHls = loadHlsModule,
    createVideo = createCaptureVideo,
    createCanvas = () => document.createElement('canvas'),
  }: ThumbnailCaptureOptions,
  signal: AbortSignal,
): Promise<void> {
  // A fatal failure of the capture's own hls.js stops it the same way the caller would.
  const failed = new AbortController();
  const stop = () => failed.abort();
  signal.addEventListener('abort', stop);
  if (signal.aborted) stop();
  const video = createVideo();
  let hls: Hls | null = null;
  try {
    const attached = await attachStream(video, stream, loadHls, failed);
    hls = attached.hls;
    if (!attached.ok || failed.signal.aborted) return;
    if (video.readyState < 1) {
      const loaded = await videoEvent(video, 'loadedmetadata', METADATA_TIMEOUT_MS, failed.signal);
      if (!loaded) return;
    }
    const duration = video.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const canvas = createCanvas();
    for (const fraction of thumbnailFractions(thumbnailLevelFor(duration))) {
      while (isBusy()) {
        if (!(await sleep(BUSY_RECHECK_MS, failed.signal))) return;
      }
      if (failed.signal.aborted) return;
      const at = fraction * duration;
      const seeked = videoEvent(video, 'seeked', SEEK_TIMEOUT_MS, failed.signal);
      video.currentTime = Math.min(at, Math.max(0, duration - END_MARGIN_S));
      if (!(await seeked)) {
        if (failed.signal.aborted) return;
        continue;
      }
      const data = drawFrame(video, canvas);
      // A tainted canvas or a missing 2D context will not change for the next image.
      if (data === null) return;
      onImage({ at, data });
      if (!(await sleep(gapMs, failed.signal))) return;
    }
  } catch {
    // Reading pixels of a video served without CORS throws; previews are a nicety, so stop quietly.
  } finally {
    signal.removeEventListener('abort', stop);
    hls?.destroy();
    video.removeAttribute('src');
    // Loading nothing lets the browser drop the connection of a half-read file at once.
    video.load();
  }
}

/** Starts capturing in the background; the returned function stops it and frees the video. */
export function startThumbnailCapture(options: ThumbnailCaptureOptions): () => void {
  const controller = new AbortController();
  void captureThumbnails(options, controller.signal);
  return () => controller.abort();
}
