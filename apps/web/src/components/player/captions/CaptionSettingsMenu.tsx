import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { subtitleFontStyles, useSubtitleStore } from '../../../stores/subtitles.ts';
import { SettingsToggle } from '../../settings/SettingsToggle.tsx';
import { SliderSetting } from '../../settings/subtitles/SliderSetting.tsx';
import { VerticalPositionSetting } from '../../settings/subtitles/VerticalPositionSetting.tsx';
import { CaptionColorChoice } from '../../settings/subtitles/CaptionColorChoice.tsx';
import { CaptionDelaySetting } from './CaptionDelaySetting.tsx';

// The settings page offers text sizes of 1 to 200 %; the store accepts a wider range.
const textSizePercent = { min: 1, max: 200 } as const;
const toPercent = (value: number) => Math.round(value * 100);

/** Delay and styling, changed while watching: the captions on screen follow at once. */
export function CaptionSettingsMenu() {
  const { t } = useTranslation('player');
  const { t: ts } = useTranslation('settings');
  const styling = useSubtitleStore((s) => s.styling);
  const updateStyling = useSubtitleStore((s) => s.updateStyling);
  const resetStyling = useSubtitleStore((s) => s.resetStyling);
  const overrideCasing = useSubtitleStore((s) => s.overrideCasing);
  const setOverrideCasing = useSubtitleStore((s) => s.setOverrideCasing);
  const fontStyleId = useId();
  const boldId = useId();
  const casingId = useId();

  return (
    <div className="flex flex-col gap-5 px-2 pb-2">
      <CaptionDelaySetting />
      <CaptionColorChoice />
      <SliderSetting
        label={ts('subtitles.backgroundOpacity')}
        value={toPercent(styling.backgroundOpacity)}
        min={0}
        max={100}
        onChange={(value) => updateStyling({ backgroundOpacity: value / 100 })}
      />
      <SliderSetting
        label={ts('subtitles.backgroundBlur')}
        value={toPercent(styling.backgroundBlur)}
        min={0}
        max={100}
        onChange={(value) => updateStyling({ backgroundBlur: value / 100 })}
      />
      <SliderSetting
        label={ts('subtitles.size')}
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
          {ts('subtitles.fontStyle')}
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
              {ts(`subtitles.fontStyles.${style}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="-my-4">
        <SettingsToggle
          id={boldId}
          label={ts('subtitles.bold')}
          checked={styling.bold}
          onChange={(bold) => updateStyling({ bold })}
        />
        <SettingsToggle
          id={casingId}
          label={t('player:captions.overrideCasing')}
          description={t('player:captions.overrideCasingHint')}
          checked={overrideCasing}
          onChange={setOverrideCasing}
        />
      </div>
      <button
        type="button"
        onClick={resetStyling}
        className="self-start rounded-lg bg-surface-raised px-4 py-2 text-sm font-medium text-text hover:bg-white/15"
      >
        {ts('subtitles.reset')}
      </button>
    </div>
  );
}
