import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { subtitleFontStyles, useSubtitleStore } from '../../../stores/subtitles.ts';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { SettingsToggle } from '../SettingsToggle.tsx';
import { CaptionColorChoice } from './CaptionColorChoice.tsx';
import { CaptionPreview } from './CaptionPreview.tsx';
import { SliderSetting } from './SliderSetting.tsx';
import { VerticalPositionSetting } from './VerticalPositionSetting.tsx';

// The settings offer text sizes of 1 to 200 %; the store accepts a wider range.
const textSizePercent = { min: 1, max: 200 } as const;
const toPercent = (value: number) => Math.round(value * 100);

export function SubtitleSettings() {
  const { t } = useTranslation('settings');
  const styling = useSubtitleStore((state) => state.styling);
  const updateStyling = useSubtitleStore((state) => state.updateStyling);
  const resetStyling = useSubtitleStore((state) => state.resetStyling);
  const fontStyleId = useId();

  return (
    <SettingsSection id="subtitles" title={t('sections.subtitles')}>
      <SettingsCard>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-5">
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
