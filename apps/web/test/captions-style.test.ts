import { describe, expect, it } from 'vitest';
import { captionBoxStyle } from '../src/features/player/captions/caption-box-style.ts';
import { defaultSubtitleStyling, type SubtitleStyling } from '@screenroom/core';

const styling = (partial: Partial<SubtitleStyling> = {}): SubtitleStyling => ({
  ...defaultSubtitleStyling,
  ...partial,
});

describe('captionBoxStyle', () => {
  it('applies colour, background opacity and blur, and weight', () => {
    const { text } = captionBoxStyle(
      styling({ color: '#e2e535', backgroundOpacity: 0.25, backgroundBlur: 0.4, bold: true }),
      false,
    );
    expect(text.color).toBe('#e2e535');
    expect(text.backgroundColor).toBe('rgb(0 0 0 / 0.25)');
    expect(text.backdropFilter).toBe('blur(4px)');
    expect(text.fontWeight).toBe(700);
    expect(captionBoxStyle(styling({ backgroundBlur: 0 }), false).text.backdropFilter).toBe('none');
  });

  it('scales the text by the size multiplier, following the picture height', () => {
    expect(captionBoxStyle(styling({ size: 1 }), false).text.fontSize).toBe(
      'calc(1 * clamp(1rem, 4.5cqh, 3.5rem))',
    );
    expect(captionBoxStyle(styling({ size: 1.5 }), false).text.fontSize).toBe(
      'calc(1.5 * clamp(1rem, 4.5cqh, 3.5rem))',
    );
  });

  it('draws each text edge differently, and none by default', () => {
    const shadows = (['default', 'raised', 'depressed', 'uniform', 'dropShadow'] as const).map(
      (fontStyle) => captionBoxStyle(styling({ fontStyle }), false).text.textShadow,
    );
    expect(shadows[0]).toBe('none');
    expect(new Set(shadows).size).toBe(5);
  });

  it('places the captions at the default height or lower', () => {
    expect(captionBoxStyle(styling({ verticalPosition: 3 }), false).position).toEqual({
      bottom: '3%',
    });
    expect(captionBoxStyle(styling({ verticalPosition: 1 }), false).position).toEqual({
      bottom: '1%',
    });
  });

  it('lower-cases the text only when casing is overridden', () => {
    expect(captionBoxStyle(styling(), false).text.textTransform).toBeUndefined();
    expect(captionBoxStyle(styling(), true).text.textTransform).toBe('lowercase');
  });
});
