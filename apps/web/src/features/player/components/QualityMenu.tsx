import type { QualityKey } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { useQualityStore } from '../../../shared/stores/quality.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The quality menu: automatic, or one of the stream's qualities picked by hand. */
export function QualityMenu() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const qualities = usePlayerState((s) => s.qualities);
  const current = usePlayerState((s) => s.currentQuality);
  // The display reports no quality while it chooses by itself: an HLS stream starts that way.
  const automatic = useQualityStore((s) => s.automaticQuality) || current === null;
  const label = (quality: QualityKey) =>
    quality === 'unknown' ? t('settings.unknownQuality') : quality === '4k' ? '4K' : `${quality}p`;

  return (
    <div className="flex flex-col gap-1">
      <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-3 hover:bg-white/10">
        <span className="flex flex-col">
          <span className="font-medium">{t('settings.automatic')}</span>
          <span className="text-xs text-text-dim">{t('settings.automaticHint')}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          data-testid="quality-automatic"
          checked={automatic}
          onChange={(event) => player.setAutomaticQuality(event.target.checked)}
          className="h-5 w-5 accent-accent"
        />
      </label>
      {qualities.length === 0 ? (
        <p className="px-3 py-2 text-sm text-text-dim">{t('settings.noQualities')}</p>
      ) : (
        <ul role="listbox" aria-label={t('settings.quality')} className="flex flex-col gap-1">
          {qualities.map((quality) => {
            const selected = !automatic && current === quality;
            return (
              <li key={quality}>
                <button
                  type="button"
                  role="option"
                  aria-selected={selected}
                  data-testid={`quality-${quality}`}
                  onClick={() => player.chooseQuality(quality)}
                  className={`flex w-full items-center justify-between rounded-lg px-3 py-3 text-left hover:bg-white/10 ${selected ? 'bg-accent/20 font-semibold' : ''}`}
                >
                  {label(quality)}
                  {selected ? <span aria-hidden="true">✓</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
