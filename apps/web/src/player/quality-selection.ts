import type { QualityKey } from '@screenroom/core';
import type { QualityStore } from '../stores/quality.ts';
import type { PlayerState } from './store/player-store.ts';

type Stores = { player: PlayerState; quality: QualityStore };

/** Document 002 §4: a manual pick turns automatic off, is remembered, and closes the menu. */
export function chooseQuality({ player, quality }: Stores, chosen: QualityKey): void {
  quality.setAutomaticQuality(false);
  quality.setLastChosenQuality(chosen);
  player.display?.changeQuality({ automaticQuality: false, lastChosenQuality: chosen });
  player.closeSettings();
}

export function setAutomaticQuality({ player, quality }: Stores, automatic: boolean): void {
  quality.setAutomaticQuality(automatic);
  player.display?.changeQuality({
    automaticQuality: automatic,
    lastChosenQuality: quality.lastChosenQuality,
  });
}
