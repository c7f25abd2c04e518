import { useTranslation } from 'react-i18next';
import { ControlButton } from '../ControlButton.tsx';
import { ControlIcon } from '../ControlIcon.tsx';
import { episodesPanelModule } from './episodes-panel-module.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** Opens the episodes overlay on the season on screen; shows only. */
export function EpisodesButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const isShow = usePlayerState((s) => s.meta?.type === 'show');
  const open = usePlayerState((s) => s.episodesRoute !== null);
  if (!isShow) return null;
  return (
    <ControlButton
      data-testid="episodes-button"
      label={t('episodes.button')}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...episodesPanelModule.prefetchOnApproach}
      onClick={player.toggleEpisodes}
    >
      <ControlIcon strokeLinecap="round">
        <rect x="3" y="5" width="13" height="14" rx="2" />
        <path d="M19 7v10M22 9v6" />
      </ControlIcon>
    </ControlButton>
  );
}
