import type { QualityKey } from '@screenroom/core';
import { useQualityStore } from '../../stores/quality.ts';
import { usePlayerStore } from '../store/player-store.ts';

export const qualityCommands = {
  /** A manual pick turns automatic off, is remembered for the next title, and closes the menu. */
  chooseQuality(chosen: QualityKey): void {
    const quality = useQualityStore.getState();
    quality.setAutomaticQuality(false);
    quality.setLastChosenQuality(chosen);
    const player = usePlayerStore.getState();
    player.display?.changeQuality({ automaticQuality: false, lastChosenQuality: chosen });
    player.closeSettings();
  },
  setAutomaticQuality(automatic: boolean): void {
    const quality = useQualityStore.getState();
    quality.setAutomaticQuality(automatic);
    usePlayerStore.getState().display?.changeQuality({
      automaticQuality: automatic,
      lastChosenQuality: quality.lastChosenQuality,
    });
  },
};
