import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedSliderValue } from './typed-slider-value.ts';

/**
 * A labelled range input with a box to type the value into. Values are whole percents, so what
 * the slider, the box and screen readers say is the same number.
 */
export function SliderSetting({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  // What the viewer is typing; null shows the current value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = Math.round(Math.min(max, Math.max(min, value)));

  function commit() {
    if (draft === null) return;
    const typed = parseTypedSliderValue(draft, { min, max, decimals: 0 });
    if (typed !== null) onChange(typed);
    setDraft(null);
  }

  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-text">
          {label}
        </label>
        <span className="flex items-center gap-1 text-text-dim">
          <input
            type="text"
            inputMode="numeric"
            aria-label={t('subtitles.typedValue', { label })}
            value={draft ?? String(shown)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
              if (event.key === 'Escape') setDraft(null);
            }}
            className="w-14 rounded-md border border-white/10 bg-background px-1.5 py-0.5 text-end text-text tabular-nums"
          />
          <span aria-hidden="true">%</span>
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        value={shown}
        aria-valuetext={`${shown}%`}
        onChange={(event) => {
          setDraft(null);
          onChange(Number(event.target.value));
        }}
        className="w-full accent-accent"
      />
    </div>
  );
}
