import type { CaptionCue, RenderableCue } from '../../../shared/captions/caption-cue.ts';
import { cueTextToMarkup } from '../../../shared/captions/cue-markup.ts';
import { sanitizeCueMarkup, type CueSanitizer } from '../../../shared/captions/cue-sanitizer.ts';
import { decodeSubtitleBytes } from '../../../shared/captions/decode-subtitle-bytes.ts';
import { parseSubtitles } from '../../../shared/captions/parse-subtitles.ts';

/**
 * Pure given the sanitiser: parsed cues with their safe HTML. A cue that held nothing but
 * removed markup (a lone script, say) has nothing left to show and is left out.
 */
export function toRenderableCues(
  cues: CaptionCue[],
  sanitize: CueSanitizer = sanitizeCueMarkup,
): RenderableCue[] {
  const renderable: RenderableCue[] = [];
  for (const cue of cues) {
    const html = sanitize(cueTextToMarkup(cue.text));
    if (html.trim() !== '') renderable.push({ ...cue, html });
  }
  return renderable;
}

/**
 * Subtitle text to cues ready to draw. Throws 'Given text is empty' or 'Invalid subtitle format'
 * for text that holds no cue.
 */
export async function prepareCaptionText(
  text: string,
  sanitize: CueSanitizer = sanitizeCueMarkup,
): Promise<RenderableCue[]> {
  return toRenderableCues(await parseSubtitles(text), sanitize);
}

/** The whole caption pipeline: subtitle file bytes (any encoding) to cues ready to draw. */
export function prepareCaptionCues(
  bytes: Uint8Array,
  sanitize: CueSanitizer = sanitizeCueMarkup,
): Promise<RenderableCue[]> {
  return prepareCaptionText(decodeSubtitleBytes(bytes), sanitize);
}
