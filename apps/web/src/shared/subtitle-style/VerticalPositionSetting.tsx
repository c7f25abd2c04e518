import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The caption sits at 3 (default) or, lower, at 1. */
export const captionVerticalPositions = [
  { key: 'default', value: 3 },
  { key: 'low', value: 1 },
] as const;

export function VerticalPositionSetting({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('settings');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-text">
        {t('subtitles.verticalPosition')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {captionVerticalPositions.map((option) => (
          <label
            key={option.key}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-1.5 text-sm text-text focus-within:outline-2 focus-within:outline-accent ${
              value === option.value ? 'border-accent' : 'border-white/20'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-accent"
            />
            {t(`subtitles.verticalPositions.${option.key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
