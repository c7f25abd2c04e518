import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';

export interface AudioLanguageStoreData {
  /** The language of the audio track the viewer last picked (a BCP 47 tag), or null before any. */
  language: string | null;
}

/**
 * The viewer's audio language, kept as a language rather than a track number: the next stream
 * starts on a track in that language when it has one, whatever order its renditions come in.
 */
export const audioLanguageStore = defineVersionedStore<AudioLanguageStoreData>({
  key: '__MW::audioLanguage',
  versions: [{ version: 0, create: () => ({ language: null }) }],
  isValid: (state) =>
    isRecord(state) &&
    (state.language === null || (typeof state.language === 'string' && state.language !== '')),
});
