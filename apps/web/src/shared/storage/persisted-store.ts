import type { VersionedStoreDefinition } from '@screenroom/core';
import { create, type Mutate, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { rehydrateOnStorageEvent } from './rehydrate-on-storage-event.ts';
import {
  versionedPersistStorage,
  type VersionedPersistOptions,
} from './versioned-persist-storage.ts';

export interface PersistedStoreOptions<State, Data> extends VersionedPersistOptions {
  /** Starting values that depend on the browser or the day rather than on the definition. */
  initial?: () => Partial<Data>;
  /** How a stored state joins the store; zustand's shallow merge when absent. */
  merge?: (persisted: unknown, current: State) => State;
  /** Read the entry again whenever another tab writes it (stores whose queues both tabs fill). */
  followOtherTabs?: boolean;
}

export type PersistedStore<State, Data> = UseBoundStore<
  Mutate<StoreApi<State>, [['zustand/persist', Data]]>
>;

/** The rest of a store: its actions and any fields it does not save. */
export type UnsavedPart<State, Data> = StateCreator<
  State,
  [['zustand/persist', unknown]],
  [],
  Omit<State, keyof Data>
>;

function pick<Data>(state: object, fields: readonly (keyof Data)[]): Data {
  const picked: Partial<Data> = {};
  for (const field of fields) picked[field] = (state as Data)[field];
  return picked as Data;
}

/**
 * A zustand store saved under its core definition, which alone names the key, the version, the
 * migrations and the defaults. The store starts from the defaults and saves exactly the
 * definition's fields, in the definition's order, so what is written matches what core reads.
 * Called as `createPersistedStore<State>()(definition, actions)`, like zustand's `create`.
 */
export function createPersistedStore<State extends object>() {
  return <Data extends object>(
    definition: VersionedStoreDefinition<Data>,
    unsaved: UnsavedPart<State, Data>,
    options: PersistedStoreOptions<State, Data> = {},
  ): PersistedStore<State, Data> => {
    const fields = Object.keys(definition.create()) as (keyof Data)[];
    const store = create<State>()(
      persist(
        (set, get, api) =>
          // A store may narrow a saved field (a quality key for a string); the definition's
          // check and defaults keep to the store's type.
          ({
            ...definition.create(),
            ...options.initial?.(),
            ...unsaved(set, get, api),
          }) as unknown as State,
        {
          name: definition.key,
          version: definition.currentVersion,
          storage: versionedPersistStorage(definition, options),
          partialize: (state) => pick<Data>(state, fields),
          ...(options.merge ? { merge: options.merge } : {}),
        },
      ),
    );
    if (options.followOtherTabs) rehydrateOnStorageEvent(definition.key, store);
    return store;
  };
}
