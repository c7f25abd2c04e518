import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { subtitleFontStyles, useSubtitleStore } from '../../../stores/subtitles.ts';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { SettingsToggle } from '../SettingsToggle.tsx';
import { captionColorPresets, isPresetColor } from './caption-style.ts';
import { CaptionPreview } from './CaptionPreview.tsx';
import { SliderSetting } from './SliderSetting.tsx';
import { VerticalPositionSetting } from './VerticalPositionSetting.tsx';

// Document 002 §5: the settings offer text sizes of 1 to 200 %; the store accepts a wider range.
const textSizePercent = { min: 1, max: 200 } as const;
const toPercent = (value: number) => Math.round(value * 100);

export function SubtitleSettings() {
  const { t } = useTranslation('settings');
  const styling = useSubtitleStore((state) => state.styling);
  const updateStyling = useSubtitleStore((state) => state.updateStyling);
  const resetStyling = useSubtitleStore((state) => state.resetStyling);
  const colorLabelId = useId();
  const fontStyleId = useId();
  const customColorId = useId();
  const custom = !isPresetColor(styling.color);

  return (
    <SettingsSection id="subtitles" title={t('sections.subtitles')}>
      <SettingsCard>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-5">
            <fieldset>
              <legend id={colorLabelId} className="mb-2 text-sm font-medium text-text">
                {t('subtitles.color')}
              </legend>
              <div className="flex flex-wrap items-center gap-2">
                {captionColorPresets.map((preset) => {
                  const selected = styling.color === preset.color;
                  return (
                    <button
                      key={preset.key}
                      type="button"
                      aria-pressed={selected}
                      aria-label={t(`subtitles.colors.${preset.key}`)}
                      title={t(`subtitles.colors.${preset.key}`)}
                      onClick={() => updateStyling({ color: preset.color })}
                      className={`size-9 rounded-full border-2 transition-transform hover:scale-110 ${
                        selected ? 'border-accent ring-2 ring-accent/60' : 'border-white/20'
                      }`}
                      style={{ backgroundColor: preset.color }}
                    />
                  );
                })}
                <label
                  htmlFor={customColorId}
                  className={`flex cursor-pointer items-center gap-2 rounded-full border-2 py-1 ps-1 pe-3 text-sm text-text focus-within:outline-2 focus-within:outline-accent ${
                    custom ? 'border-accent' : 'border-white/20'
                  }`}
                >
                  <input
                    id={customColorId}
                    type="color"
                    value={styling.color}
                    onChange={(event) => updateStyling({ color: event.target.value })}
                    className="size-7 cursor-pointer rounded-full border-0 bg-transparent p-0"
                  />
                  {t('subtitles.colors.custom')}
                </label>
              </div>
            </fieldset>
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
                  const fontStyle = subtitleFontStyles.find(
                    (style) => style === event.target.value,
                  );
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
            <SettingsToggle
              id="subtitle-bold"
              label={t('subtitles.bold')}
              checked={styling.bold}
              onChange={(bold) => updateStyling({ bold })}
            />
          </div>
          <div className="space-y-4">
            <div className="md:sticky md:top-24">
              <CaptionPreview />
              <button
                type="button"
                onClick={resetStyling}
                className="mt-4 rounded-lg bg-surface-raised px-4 py-2 text-sm font-medium text-text hover:bg-white/15"
              >
                {t('subtitles.reset')}
              </button>
            </div>
          </div>
        </div>
      </SettingsCard>
    </SettingsSection>
  );
}
