import { SUBTITLE_DELAY_MAX_S, SUBTITLE_DELAY_MIN_S } from '@screenroom/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedSliderValue } from '../../../../shared/subtitle-style/typed-slider-value.ts';
import { useSubtitleStore } from '../../../../shared/stores/subtitles.ts';
import { usePlayer } from '../../player-context.tsx';

const range = { min: SUBTITLE_DELAY_MIN_S, max: SUBTITLE_DELAY_MAX_S, decimals: 1 } as const;

/**
 * The caption delay: a slider from -20 to 20 s in tenths, a box to type it, and a reset. A
 * positive delay shows captions later, for captions that run ahead of the speech.
 */
export function CaptionDelaySetting() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const delay = useSubtitleStore((s) => s.delay);
  const [draft, setDraft] = useState<string | null>(null);
  const sliderId = useId();
  const hintId = useId();
  const shown = Math.min(range.max, Math.max(range.min, delay));
  const valueText = t('captions.delayValue', { seconds: shown.toFixed(1) });

  function commit() {
    if (draft === null) return;
    const typed = parseTypedSliderValue(draft, range);
    if (typed !== null) player.setCaptionDelay(typed);
    setDraft(null);
  }

  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2 text-sm">
        <label htmlFor={sliderId} className="font-medium text-text">
          {t('captions.delay')}
        </label>
        <span className="flex items-center gap-1 text-text-dim">
          <input
            type="text"
            inputMode="decimal"
            dir="ltr"
            aria-label={t('captions.delayTyped')}
            value={draft ?? shown.toFixed(1)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
              if (event.key === 'Escape') {
                // Undo the typing without closing the menu.
                event.stopPropagation();
                setDraft(null);
              }
            }}
            className="w-16 rounded-md border border-white/10 bg-background px-1.5 py-0.5 text-end text-text tabular-nums"
          />
          <span aria-hidden="true">{t('captions.secondsUnit')}</span>
        </span>
      </div>
      <input
        id={sliderId}
        type="range"
        dir="ltr"
        min={range.min}
        max={range.max}
        step={0.1}
        value={shown}
        aria-valuetext={valueText}
        aria-describedby={hintId}
        onChange={(event) => {
          setDraft(null);
          player.setCaptionDelay(Number(event.target.value));
        }}
        className="w-full accent-accent"
      />
      <div className="mt-1 flex items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-text-dim">
          {t('captions.delayHint')}
        </p>
        {delay !== 0 ? (
          <button
            type="button"
            onClick={() => player.setCaptionDelay(0)}
            className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-text hover:bg-white/10"
          >
            {t('captions.resetDelay')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
