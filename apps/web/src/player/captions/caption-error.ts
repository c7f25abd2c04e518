import { CAPTION_FETCH_FAILED, CaptionFetchError } from '../../clients/captions.ts';
import { EMPTY_SUBTITLE_MESSAGE, INVALID_SUBTITLE_MESSAGE } from './parse-subtitles.ts';

/** Why a caption could not be used, in words the menus translate. */
export type CaptionError =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** The file could not be fetched; `status` is the HTTP status when there was an answer. */
  | { kind: 'fetch'; status: number | null }
  | { kind: 'tooLarge' }
  | { kind: 'unsupported' }
  /** Anything else, with the message it came with (the online provider's, say). */
  | { kind: 'other'; message: string };

/** Pure: what went wrong, from what the pipeline or a client threw. */
export function captionErrorOf(error: unknown): CaptionError {
  if (error instanceof CaptionFetchError) return { kind: 'fetch', status: error.status };
  const message = error instanceof Error ? error.message : String(error);
  if (message === EMPTY_SUBTITLE_MESSAGE) return { kind: 'empty' };
  if (message === INVALID_SUBTITLE_MESSAGE) return { kind: 'invalid' };
  if (message === CAPTION_FETCH_FAILED) return { kind: 'fetch', status: null };
  return { kind: 'other', message };
}
