import type { StateCreator } from 'zustand';
import type { SubtitleRendition } from '../display.ts';
import type { CueIndex } from '../captions/active-cues.ts';
import type { RenderableCue } from '../../../shared/captions/caption-cue.ts';
import type { CaptionError } from '../captions/caption-error.ts';
import type { PlayerState } from './player-store.ts';

/**
 * Where a caption comes from: a file that comes with the stream, a subtitle rendition of the HLS
 * stream, a file the viewer uploaded, or the online subtitle provider.
 */
export type CaptionOrigin = 'stream' | 'hls' | 'upload' | 'online';

/** The language of an uploaded file, which nothing tells. */
export const CUSTOM_CAPTION_LANGUAGE = 'custom';

export type CaptionItem = {
  id: string;
  /** A language tag, or 'custom' for an uploaded file. */
  language: string;
  origin: CaptionOrigin;
  /** Shown beside the language: a file name, a release or a rendition name. */
  label?: string;
  /** A subtitle file, or for an HLS rendition its media playlist. */
  url?: string;
  format?: 'srt' | 'vtt';
  /** Uploaded and online captions are read once and kept here. */
  cues?: RenderableCue[];
};

/** A caption being fetched, or one that failed; absent when neither. */
export type CaptionItemStatus = { state: 'loading' } | { state: 'error'; error: CaptionError };

export type SelectedCaption = {
  id: string;
  language: string;
  cues: RenderableCue[];
  index: CueIndex<RenderableCue>;
};

export type CaptionsState = {
  captionList: CaptionItem[];
  selectedCaption: SelectedCaption | null;
  captionStatus: Record<string, CaptionItemStatus>;
  /** The caption turned on last for this title, which the `c` key turns back on. */
  lastCaptionId: string | null;
  /**
   * The remembered language to turn on when a caption in it appears (HLS renditions arrive after
   * the stream starts); cleared once used or once the wait is over.
   */
  pendingCaptionLanguage: string | null;
  /** Why the last upload was refused. */
  uploadError: CaptionError | null;
};

export type CaptionsSlice = CaptionsState & {
  /** Replaces the captions of one origin, keeping the others. */
  setCaptionsOfOrigin: (origin: 'stream' | 'hls', items: CaptionItem[]) => void;
  /** The HLS stream's subtitle renditions, as the display lists them. */
  setSubtitleRenditions: (renditions: SubtitleRendition[]) => void;
  /** Adds or replaces one caption (an upload, an online subtitle). */
  addCaption: (item: CaptionItem) => void;
  setCaptionStatus: (id: string, status: CaptionItemStatus | null) => void;
  setSelectedCaption: (selected: SelectedCaption | null) => void;
  setPendingCaptionLanguage: (language: string | null) => void;
  setUploadError: (error: CaptionError | null) => void;
};

export const initialCaptionsState: CaptionsState = {
  captionList: [],
  selectedCaption: null,
  captionStatus: {},
  lastCaptionId: null,
  pendingCaptionLanguage: null,
  uploadError: null,
};

/** Captions belong to the title; the remembered language lives in the subtitle store. */
export const resetCaptionsSlice = (): Partial<PlayerState> => initialCaptionsState;

export const createCaptionsSlice: StateCreator<PlayerState, [], [], CaptionsSlice> = (
  set,
  get,
) => ({
  ...initialCaptionsState,
  setSubtitleRenditions: (renditions) =>
    get().setCaptionsOfOrigin(
      'hls',
      renditions.map((rendition) => ({
        id: `hls:${rendition.url}`,
        language: rendition.language,
        origin: 'hls',
        label: rendition.label,
        url: rendition.url,
      })),
    ),
  setCaptionsOfOrigin: (origin, items) =>
    set((s) => {
      const kept = s.captionList.filter((item) => item.origin !== origin);
      // Stream files first, then renditions, then what the viewer added.
      const order: CaptionOrigin[] = ['stream', 'hls', 'upload', 'online'];
      const captionList = [...kept, ...items].sort(
        (a, b) => order.indexOf(a.origin) - order.indexOf(b.origin),
      );
      return { captionList };
    }),
  addCaption: (item) =>
    set((s) => ({
      captionList: [...s.captionList.filter((other) => other.id !== item.id), item],
    })),
  setCaptionStatus: (id, status) =>
    set((s) => {
      const captionStatus = { ...s.captionStatus };
      if (status) captionStatus[id] = status;
      else delete captionStatus[id];
      return { captionStatus };
    }),
  setSelectedCaption: (selectedCaption) =>
    set((s) => ({
      selectedCaption,
      lastCaptionId: selectedCaption ? selectedCaption.id : s.lastCaptionId,
    })),
  setPendingCaptionLanguage: (pendingCaptionLanguage) => set({ pendingCaptionLanguage }),
  setUploadError: (uploadError) => set({ uploadError }),
});
