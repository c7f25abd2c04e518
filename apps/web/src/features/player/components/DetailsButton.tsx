import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { detailsLinkTarget } from '../../../shared/routing/details-param.ts';
import { ControlButton } from './ControlButton.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * Opens the title's details window over the player. The window is drawn on the page, outside
 * the player, so the player leaves full screen first, and pauses while the viewer reads. Left out
 * in low performance mode, which spares slow devices that window's weight.
 */
export function DetailsButton() {
  const player = usePlayer();
  const { t } = useTranslation('details');
  const meta = usePlayerState((s) => s.meta);
  const lowPerformance = usePreferencesStore((s) => s.enableLowPerformanceMode);
  const location = useLocation();
  const navigate = useNavigate();
  if (!meta || lowPerformance) return null;

  const open = () => {
    const state = player.store.getState();
    if (state.isFullscreen) player.toggleFullscreen();
    if (state.mediaPlaying.isPlaying) player.pause();
    const target = detailsLinkTarget(location, { type: meta.type, tmdbId: meta.tmdbId });
    void navigate(target.to, { state: target.state });
  };

  return (
    <ControlButton
      label={t('openTitle', { title: meta.title })}
      title={t('open')}
      onClick={open}
      className="shrink-0"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 fill-none stroke-current"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
      </svg>
    </ControlButton>
  );
}
