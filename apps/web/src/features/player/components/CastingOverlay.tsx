import { useTranslation } from 'react-i18next';
import { usePlayerState } from '../player-context.tsx';

/** Covers the page's paused video while the picture plays on a cast device, and says where. */
export function CastingOverlay() {
  const { t } = useTranslation('player');
  const castState = usePlayerState((s) => s.castState);
  const device = usePlayerState((s) => s.castDevice);
  if (castState !== 'CONNECTED' && castState !== 'CONNECTING') return null;
  return (
    <div
      role="status"
      data-testid="casting-overlay"
      className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/85 text-center text-white"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-16 w-16 fill-none stroke-current text-text-dim"
        strokeWidth="1.5"
      >
        <path d="M3 8V6a1 1 0 011-1h16a1 1 0 011 1v12a1 1 0 01-1 1h-7" />
        <path d="M3 12a7 7 0 017 7M3 16a3 3 0 013 3" />
      </svg>
      <p className="text-lg font-semibold">
        {castState === 'CONNECTED' && device
          ? t('cast.playingOn', { device })
          : t('cast.connecting')}
      </p>
    </div>
  );
}
