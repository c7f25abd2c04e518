import type { CustomStreamType } from '@screenroom/core';
import { appConfig } from '../../shared/config.ts';

export type TestStream = { key: 'sintelHls' | 'sintelMp4'; type: CustomStreamType; path: string };

/** The sample film bundled in media/demo, served by our own server under /media-files/demo. */
const SINTEL_FOLDER = ['demo', 'Sintel (2010) [tmdbid-45745]'];

/** Encoded one segment at a time, as the server's mediaFileUrl does, so spaces and brackets survive. */
function mediaFilePath(...segments: string[]): string {
  return `/media-files/${segments.map(encodeURIComponent).join('/')}`;
}

export const TEST_STREAMS: readonly TestStream[] = [
  { key: 'sintelHls', type: 'hls', path: mediaFilePath(...SINTEL_FOLDER, 'master.m3u8') },
  {
    key: 'sintelMp4',
    type: 'mp4',
    path: mediaFilePath(...SINTEL_FOLDER, 'Sintel (2010) - 480p.mp4'),
  },
];

/**
 * A full URL for a preset: the custom stream form takes only http(s) URLs, and an empty backend
 * URL means the page's own origin.
 */
export function testStreamUrl(
  stream: TestStream,
  backendUrl = appConfig.backendUrl,
  origin = window.location.origin,
): string {
  const base = backendUrl === '' ? origin : backendUrl.replace(/\/+$/, '');
  return `${base}${stream.path}`;
}
