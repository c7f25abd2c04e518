import { useTranslation } from 'react-i18next';
import { selectInControl, selectSpeedLocked } from '../../../store/watch-party-slice.ts';
import { usePlayerState } from '../../../player-context.tsx';

export type HostControlsLock = {
  /** True for a watch party's guest: the control shows but does nothing. */
  locked: boolean;
  /** The tooltip and accessible description of a locked control. */
  reason: string;
};

/**
 * Whether a playback control (play, seek, episodes) is the host's alone. A guest still sees the
 * controls, dimmed and marked disabled, so it knows why pressing them does nothing; the commands
 * refuse them as well.
 */
export function useHostControlsLock(): HostControlsLock {
  const { t } = useTranslation('player');
  const locked = usePlayerState((s) => !selectInControl(s));
  return { locked, reason: t('watchParty.hostControls') };
}

/** The same for the speed, which a guest takes from its host. */
export function useSpeedLock(): HostControlsLock {
  const { t } = useTranslation('player');
  const locked = usePlayerState(selectSpeedLocked);
  return { locked, reason: t('watchParty.hostControls') };
}
