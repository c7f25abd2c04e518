import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { subtitleFontStyles } from '@screenroom/core';
import { useSubtitleStore } from '../stores/subtitles.ts';
import { SettingsToggle } from '../ui/SettingsToggle.tsx';
import { CaptionColorChoice } from './CaptionColorChoice.tsx';
import { SliderSetting } from './SliderSetting.tsx';
import { VerticalPositionSetting } from './VerticalPositionSetting.tsx';

// The settings offer text sizes of 1 to 200 %; the store accepts a wider range.
const textSizePercent = { min: 1, max: 200 } as const;
const toPercent = (value: number) => Math.round(value * 100);

export interface SubtitleStyleControlsProps {
  /** Id of the bold switch; a fresh one when left out. */
  boldId?: string;
  /** Further switches shown in one group with the bold switch. */
  extraToggles?: ReactNode;
  /** Class of that group of switches, so a tight menu can pull them together. */
  togglesClassName?: string;
}

/**
 * How captions look (colour, background, size, position, font, bold), shared by the settings page
 * and the player's caption menu; both write the same store, so captions on screen follow at once.
 * Renders a fragment so each place lays the controls out in its own column.
 */
export function SubtitleStyleControls({
  boldId,
  extraToggles,
  togglesClassName,
}: SubtitleStyleControlsProps) {
  const { t } = useTranslation('settings');
  const styling = useSubtitleStore((state) => state.styling);
  const updateStyling = useSubtitleStore((state) => state.updateStyling);
  const fontStyleId = useId();
  const generatedBoldId = useId();

  return (
    <>
      <CaptionColorChoice />
      <SliderSetting
        label={t('subtitles.backgroundOpacity')}
        value={toPercent(styling.backgroundOpacity)}
        min={0}
        max={100}
        onChange={(value) => updateStyling({ backgroundOpacity: value / 100 })}
      />
      <SliderSetting
        label={t('subtitles.backgroundBlur')}
        value={toPercent(styling.backgroundBlur)}
        min={0}
        max={100}
        onChange={(value) => updateStyling({ backgroundBlur: value / 100 })}
      />
      <SliderSetting
        label={t('subtitles.size')}
        value={toPercent(styling.size)}
        min={textSizePercent.min}
        max={textSizePercent.max}
        onChange={(value) => updateStyling({ size: value / 100 })}
      />
      <VerticalPositionSetting
        value={styling.verticalPosition}
        onChange={(verticalPosition) => updateStyling({ verticalPosition })}
      />
      <div>
        <label htmlFor={fontStyleId} className="mb-1 block text-sm font-medium text-text">
          {t('subtitles.fontStyle')}
        </label>
        <select
          id={fontStyleId}
          value={styling.fontStyle}
          onChange={(event) => {
            const fontStyle = subtitleFontStyles.find((style) => style === event.target.value);
            if (fontStyle) updateStyling({ fontStyle });
          }}
          className="w-full rounded-lg border border-white/10 bg-background px-3 py-2 text-text"
        >
          {subtitleFontStyles.map((style) => (
            <option key={style} value={style}>
              {t(`subtitles.fontStyles.${style}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={togglesClassName}>
        <SettingsToggle
          id={boldId ?? generatedBoldId}
          label={t('subtitles.bold')}
          checked={styling.bold}
          onChange={(bold) => updateStyling({ bold })}
        />
        {extraToggles}
      </div>
    </>
  );
}
