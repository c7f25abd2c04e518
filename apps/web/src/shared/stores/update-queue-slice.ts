import {
  enqueueAll,
  removeFromQueue,
  removeSameChange,
  type NewChange,
  type QueuedChange,
} from '@screenroom/core';

/** The pending changes a synced store keeps until the backend has each one. */
export interface UpdateQueueSlice<T extends QueuedChange> {
  updateQueue: T[];
  clearUpdateQueue: () => void;
  removeUpdateItem: (id: number) => void;
  /** Drops the first queued item that is the same change as `item` (it was sent or refused). */
  dropUpdateItem: (item: T) => void;
  /** Queues changes at the end, in order (local data a failed import still has to upload). */
  enqueueItems: (items: readonly NewChange<T>[]) => void;
}

type SetQueue<T extends QueuedChange> = (
  update: (state: { updateQueue: T[] }) => { updateQueue: T[] },
) => void;

/** The queue's actions for a zustand store whose `set` is given. */
export function updateQueueActions<T extends QueuedChange>(
  set: SetQueue<T>,
): Omit<UpdateQueueSlice<T>, 'updateQueue'> {
  return {
    clearUpdateQueue: () => set(() => ({ updateQueue: [] })),
    removeUpdateItem: (id) => set((s) => ({ updateQueue: removeFromQueue(s.updateQueue, [id]) })),
    dropUpdateItem: (item) => set((s) => ({ updateQueue: removeSameChange(s.updateQueue, item) })),
    enqueueItems: (items) => set((s) => ({ updateQueue: enqueueAll(s.updateQueue, items) })),
  };
}
