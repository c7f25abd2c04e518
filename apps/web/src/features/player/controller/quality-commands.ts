import type { QualityKey } from '@screenroom/core';
import { useQualityStore } from '../../../shared/stores/quality.ts';
import type { CommandContext } from './command-context.ts';

export function createQualityCommands({ store, display: slot }: CommandContext) {
  const qualityCommands = {
    /** A manual pick turns automatic off, is remembered for the next title, and closes the menu. */
    chooseQuality(chosen: QualityKey): void {
      const quality = useQualityStore.getState();
      quality.setAutomaticQuality(false);
      quality.setLastChosenQuality(chosen);
      const player = store.getState();
      slot.current?.changeQuality({ automaticQuality: false, lastChosenQuality: chosen });
      player.closeSettings();
    },
    setAutomaticQuality(automatic: boolean): void {
      const quality = useQualityStore.getState();
      quality.setAutomaticQuality(automatic);
      slot.current?.changeQuality({
        automaticQuality: automatic,
        lastChosenQuality: quality.lastChosenQuality,
      });
    },
  };
  return qualityCommands;
}

export type QualityCommands = ReturnType<typeof createQualityCommands>;
