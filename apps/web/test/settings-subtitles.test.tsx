import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { SubtitleSettings } from '../src/features/settings/subtitles/SubtitleSettings.tsx';
import { parseTypedSliderValue } from '../src/shared/subtitle-style/typed-slider-value.ts';
import { defaultSubtitleStyling } from '@screenroom/core';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';

const styling = () => useSubtitleStore.getState().styling;

describe('parseTypedSliderValue', () => {
  const whole = { min: 1, max: 200, decimals: 0 };

  it('rounds when decimals are not allowed and keeps them when they are', () => {
    expect(parseTypedSliderValue('42.6', whole)).toBe(43);
    expect(parseTypedSliderValue('1.26', { min: -20, max: 20, decimals: 1 })).toBe(1.3);
  });

  it('ignores text that is not a number', () => {
    expect(parseTypedSliderValue('abc', whole)).toBeNull();
    expect(parseTypedSliderValue('', whole)).toBeNull();
    expect(parseTypedSliderValue('12px', whole)).toBeNull();
  });

  it('holds the value within the range and reads a percent sign and Arabic digits', () => {
    expect(parseTypedSliderValue('500', whole)).toBe(200);
    expect(parseTypedSliderValue('0', whole)).toBe(1);
    expect(parseTypedSliderValue(' 80 %', whole)).toBe(80);
    expect(parseTypedSliderValue('٧٥', whole)).toBe(75);
  });
});

describe('subtitle settings', () => {
  beforeEach(() => useSubtitleStore.setState({ styling: { ...defaultSubtitleStyling } }));
  afterEach(cleanup);

  it('offers text sizes of 1 to 200 % and previews the size', () => {
    render(<SubtitleSettings />);
    const size = screen.getByLabelText('Text size');
    expect(size).toHaveAttribute('min', '1');
    expect(size).toHaveAttribute('max', '200');
    expect(size).toHaveAttribute('aria-valuetext', '100%');
    fireEvent.input(size, { target: { value: '150' } });
    expect(styling().size).toBe(1.5);
    expect(screen.getByTestId('caption-preview-text').style.fontSize).toBe('1.65rem');
  });

  it('takes a typed value on Enter, rounded, and ignores one that is not numeric', () => {
    render(<SubtitleSettings />);
    const typed = screen.getByRole('textbox', { name: 'Text size, typed value' });
    expect((typed as HTMLInputElement).value).toBe('100');
    fireEvent.input(typed, { target: { value: '120.4' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    expect(styling().size).toBe(1.2);
    expect((typed as HTMLInputElement).value).toBe('120');

    fireEvent.input(typed, { target: { value: 'big' } });
    fireEvent.blur(typed);
    expect(styling().size).toBe(1.2);
    expect((typed as HTMLInputElement).value).toBe('120');
  });

  it('clamps a typed background opacity to 100 %', () => {
    render(<SubtitleSettings />);
    const typed = screen.getByRole('textbox', { name: 'Background opacity, typed value' });
    fireEvent.input(typed, { target: { value: '250' } });
    fireEvent.blur(typed);
    expect(styling().backgroundOpacity).toBe(1);
  });

  it('offers the default (3) and low (1) vertical positions and moves the preview', () => {
    render(<SubtitleSettings />);
    const byDefault = screen.getByRole('radio', { name: 'Default' });
    const low = screen.getByRole('radio', { name: 'Low' });
    expect(byDefault).toBeChecked();
    fireEvent.click(low);
    expect(styling().verticalPosition).toBe(1);
    expect(low).toBeChecked();
    const frame = screen.getByTestId('caption-preview-text').parentElement as HTMLElement;
    expect(frame.style.bottom).toBe('1%');
  });
});
