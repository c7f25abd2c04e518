import { useProgressStore, type ProgressUpdate } from '../../../shared/stores/progress.ts';
import { startProgressSaving } from '../progress-saving.ts';
import type { CommandContext } from './command-context.ts';

export type ProgressOptions = {
  /** Where a saved position goes; the viewer's progress store unless a caller says otherwise. */
  saveProgress?: (update: ProgressUpdate) => void;
};

/** Saving where the viewer is, while a title plays. */
export function createProgressCommands(
  { store }: CommandContext,
  {
    saveProgress = (update) => useProgressStore.getState().updateProgress(update),
  }: ProgressOptions,
) {
  return {
    /** Saves the position every 3 s once playback started, until the returned function runs. */
    saveProgressWhilePlaying(): () => void {
      return startProgressSaving({
        read: () => {
          const s = store.getState();
          return { meta: s.meta, hasPlayedOnce: s.mediaPlaying.hasPlayedOnce, ...s.progress };
        },
        save: saveProgress,
      });
    },
  };
}
