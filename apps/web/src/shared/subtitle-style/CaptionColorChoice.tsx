import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../stores/subtitles.ts';
import { captionColorPresets, isPresetColor } from './caption-style.ts';

/** The caption colour: the preset swatches, then any colour from the picker (settings and player). */
export function CaptionColorChoice() {
  const { t } = useTranslation('settings');
  const color = useSubtitleStore((s) => s.styling.color);
  const updateStyling = useSubtitleStore((s) => s.updateStyling);
  const customId = useId();
  const custom = !isPresetColor(color);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-text">{t('subtitles.color')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {captionColorPresets.map((preset) => (
          <button
            key={preset.key}
            type="button"
            aria-pressed={color === preset.color}
            aria-label={t(`subtitles.colors.${preset.key}`)}
            title={t(`subtitles.colors.${preset.key}`)}
            onClick={() => updateStyling({ color: preset.color })}
            className={`size-8 rounded-full border-2 transition-transform hover:scale-110 ${
              color === preset.color ? 'border-accent ring-2 ring-accent/60' : 'border-white/20'
            }`}
            style={{ backgroundColor: preset.color }}
          />
        ))}
        <label
          htmlFor={customId}
          className={`flex cursor-pointer items-center gap-2 rounded-full border-2 py-0.5 ps-0.5 pe-3 text-sm text-text focus-within:outline-2 focus-within:outline-accent ${
            custom ? 'border-accent' : 'border-white/20'
          }`}
        >
          <input
            id={customId}
            type="color"
            value={color}
            onChange={(event) => updateStyling({ color: event.target.value })}
            className="size-7 cursor-pointer rounded-full border-0 bg-transparent p-0"
          />
          {t('subtitles.colors.custom')}
        </label>
      </div>
    </fieldset>
  );
}
