import type { ServerErrorCode } from '@screenroom/core';
import { BackendError } from '../../../shared/clients/backend.ts';
import { CAPTION_FETCH_FAILED, CaptionFetchError } from '../../../shared/clients/captions.ts';
import {
  EMPTY_SUBTITLE_MESSAGE,
  INVALID_SUBTITLE_MESSAGE,
} from '../../../shared/captions/parse-subtitles.ts';

/** Why a caption could not be used, in words the menus translate. */
export type CaptionError =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** The file could not be fetched; `status` is the HTTP status when there was an answer. */
  | { kind: 'fetch'; status: number | null }
  | { kind: 'tooLarge' }
  | { kind: 'unsupported' }
  /** Our server refused or failed (the online subtitles' download, say), with its code. */
  | { kind: 'server'; status: number; code: ServerErrorCode | undefined; message: string }
  /** Anything else, with the message it came with. */
  | { kind: 'other'; message: string };

/** Pure: what went wrong, from what the pipeline or a client threw. */
export function captionErrorOf(error: unknown): CaptionError {
  if (error instanceof CaptionFetchError) return { kind: 'fetch', status: error.status };
  if (error instanceof BackendError) {
    return { kind: 'server', status: error.status, code: error.code, message: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (message === EMPTY_SUBTITLE_MESSAGE) return { kind: 'empty' };
  if (message === INVALID_SUBTITLE_MESSAGE) return { kind: 'invalid' };
  if (message === CAPTION_FETCH_FAILED) return { kind: 'fetch', status: null };
  return { kind: 'other', message };
}
