import type { CSSProperties } from 'react';
import {
  captionPositionStyle,
  captionTextStyle,
} from '../../../shared/subtitle-style/caption-style.ts';
import type { SubtitleStyling } from '@screenroom/core';

export interface CaptionBoxStyle {
  /** The full-width row the cues sit in, placed at the styling's height above the bottom. */
  position: CSSProperties;
  /** Each cue's box: colour, background, blur, size, weight, text edge and casing. */
  text: CSSProperties;
}

/**
 * Pure: the viewer's subtitle styling as CSS for captions over the video, built on the same
 * rules as the settings preview. Over video the size follows the picture's height (container
 * query units fall back to the viewport when the player declares no container), so captions
 * keep their proportion from a small window to full screen. With casing overridden, captions
 * written in capitals are drawn in lower case; the renderer raises each cue's first letter.
 */
export function captionBoxStyle(
  styling: SubtitleStyling,
  overrideCasing: boolean,
): CaptionBoxStyle {
  const size = Number(styling.size.toFixed(3));
  return {
    position: captionPositionStyle(styling),
    text: {
      ...captionTextStyle(styling),
      fontSize: `calc(${size} * clamp(1rem, 4.5cqh, 3.5rem))`,
      ...(overrideCasing ? { textTransform: 'lowercase' } : {}),
    },
  };
}
