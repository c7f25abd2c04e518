import { DEFAULT_SUBTITLE_LANGUAGE, SUBTITLE_WAIT_MS, type Stream } from '@screenroom/core';
import { captionClient } from '../../../shared/clients/captions.ts';
import { downloadOnlineSubtitle, type OnlineSubtitle } from '../../../shared/clients/subtitles.ts';
import { useSubtitleStore } from '../../../shared/stores/subtitles.ts';
import { clampCaptionDelay, createCueIndex } from '../captions/active-cues.ts';
import type { RenderableCue } from '../../../shared/captions/caption-cue.ts';
import { captionErrorOf } from '../captions/caption-error.ts';
import { isSupportedCaptionFile, MAX_CAPTION_FILE_BYTES } from '../captions/caption-file.ts';
import { sameCaptionLanguage } from '../captions/caption-language.ts';
import { onlineCaptionId } from '../captions/online-subtitle-query.ts';
import {
  CUSTOM_CAPTION_LANGUAGE,
  type CaptionItem,
  type SelectedCaption,
} from '../store/captions-slice.ts';
import type { CommandContext } from './command-context.ts';

export function createCaptionCommands({ store, display: slot }: CommandContext) {
  const state = () => store.getState();

  /** The caption shown from now on, in the store and on a display that draws its own (a cast device). */
  function showSelected(selected: SelectedCaption | null): void {
    state().setSelectedCaption(selected);
    slot.current?.showCaption(selected?.id ?? null);
  }

  // The parser and the sanitiser load with the first caption, not with the player.
  const pipeline = () => import('../captions/prepare-caption-cues.ts');

  /** Each selection gets a number; a slower, older one that finishes late is not shown. */
  let selection = 0;
  let pendingTimer: ReturnType<typeof setTimeout> | undefined;
  let uploads = 0;

  async function cuesOf(item: CaptionItem): Promise<RenderableCue[]> {
    if (item.cues) return item.cues;
    if (!item.url) throw new Error(`caption ${item.id} has nothing to load`);
    const { prepareCaptionCues, toRenderableCues } = await pipeline();
    if (item.origin === 'hls') {
      return toRenderableCues(await captionClient.fetchHlsSubtitleCues(item.url));
    }
    return prepareCaptionCues(await captionClient.fetchCaptionBytes(item.url));
  }

  function firstInLanguage(language: string): CaptionItem | undefined {
    return state().captionList.find((item) => sameCaptionLanguage(item.language, language));
  }

  /**
   * Captions: the stream's own, HLS renditions, uploads and online subtitles; their delay; and the
   * remembered language, turned on again when a stream offers it.
   */
  const captionCommands = {
    /**
     * Loads and shows a caption. While it loads the item says so; if it fails, the item shows why
     * and whatever was on screen stays. Its language is remembered for the next streams.
     */
    async selectCaption(id: string): Promise<void> {
      const item = state().captionList.find((candidate) => candidate.id === id);
      if (!item) return;
      const mine = ++selection;
      state().setPendingCaptionLanguage(null);
      state().setCaptionStatus(id, { state: 'loading' });
      try {
        const cues = await cuesOf(item);
        state().setCaptionStatus(id, null);
        if (mine !== selection) return;
        showSelected({ id, language: item.language, cues, index: createCueIndex(cues) });
        if (item.language !== CUSTOM_CAPTION_LANGUAGE) {
          useSubtitleStore.getState().setLanguage(item.language);
        }
      } catch (error) {
        state().setCaptionStatus(id, { state: 'error', error: captionErrorOf(error) });
      }
    },

    /** Captions off, and off for the next titles too. */
    turnCaptionsOff(): void {
      selection++;
      clearTimeout(pendingTimer);
      state().setPendingCaptionLanguage(null);
      showSelected(null);
      useSubtitleStore.getState().setLanguage(null);
    },

    /**
     * The `c` key: off when on; otherwise the caption last on for this title, or the first in the
     * remembered language (English when none is).
     */
    toggleLastCaption(): void {
      const s = state();
      if (s.selectedCaption) {
        captionCommands.turnCaptionsOff();
        return;
      }
      const last = s.captionList.find((item) => item.id === s.lastCaptionId);
      const language =
        useSubtitleStore.getState().lastSelectedLanguage ?? DEFAULT_SUBTITLE_LANGUAGE;
      const target = last ?? firstInLanguage(language);
      if (target) void captionCommands.selectCaption(target.id);
    },

    /** Seconds the captions show late (early when negative), held within ±20 s. */
    setCaptionDelay(delay: number): void {
      useSubtitleStore.getState().setDelay(clampCaptionDelay(delay));
    },

    /** The `[` and `]` keys: a half-second step, confirmed by the delay overlay for 3 s. */
    shiftCaptionDelay(step: number): void {
      captionCommands.setCaptionDelay(useSubtitleStore.getState().delay + step);
      state().showTransientOverlay('subtitleDelay');
    },

    /**
     * A new stream plays: its captions replace the last one's. A caption the viewer brought, or one
     * of the old stream that the new one also has, stays on; otherwise the remembered language is
     * turned on again, waiting up to 5 s for it to appear (HLS renditions are listed once the
     * playlist is read).
     */
    applyStreamCaptions(source: Stream | null): void {
      const s = state();
      s.setCaptionsOfOrigin(
        'stream',
        (source?.captions ?? []).map((caption) => ({
          id: caption.id,
          language: caption.language,
          origin: 'stream',
          url: caption.url,
          format: caption.type,
        })),
      );
      const selected = state().selectedCaption;
      const selectedItem = state().captionList.find((item) => item.id === selected?.id);
      if (selectedItem) return;
      if (selected) {
        selection++;
        showSelected(null);
      }
      const language = useSubtitleStore.getState().lastSelectedLanguage;
      clearTimeout(pendingTimer);
      if (!language) return;
      state().setPendingCaptionLanguage(language);
      pendingTimer = setTimeout(() => state().setPendingCaptionLanguage(null), SUBTITLE_WAIT_MS);
      captionCommands.applyPendingCaption();
    },

    /** Turns on the remembered language once a caption in it is listed. */
    applyPendingCaption(): void {
      const { pendingCaptionLanguage, selectedCaption } = state();
      if (!pendingCaptionLanguage || selectedCaption) return;
      const match = firstInLanguage(pendingCaptionLanguage);
      if (!match) return;
      clearTimeout(pendingTimer);
      void captionCommands.selectCaption(match.id);
    },

    /**
     * An uploaded subtitle file: refused with a reason when it is not .srt or .vtt, is 50 MB or
     * more, or holds no caption; otherwise listed as a custom caption and turned on.
     */
    async loadCaptionFile(file: File): Promise<void> {
      const s = state();
      s.setUploadError(null);
      if (!isSupportedCaptionFile(file.name)) return s.setUploadError({ kind: 'unsupported' });
      if (file.size >= MAX_CAPTION_FILE_BYTES) return s.setUploadError({ kind: 'tooLarge' });
      try {
        const { prepareCaptionCues } = await pipeline();
        const cues = await prepareCaptionCues(new Uint8Array(await file.arrayBuffer()));
        const id = `upload-${++uploads}`;
        state().addCaption({
          id,
          language: CUSTOM_CAPTION_LANGUAGE,
          origin: 'upload',
          label: file.name,
          cues,
        });
        await captionCommands.selectCaption(id);
      } catch (error) {
        state().setUploadError(captionErrorOf(error));
      }
    },

    /** A file dropped on the player: like an upload, but anything not a subtitle file is ignored. */
    dropCaptionFile(file: File): void {
      if (isSupportedCaptionFile(file.name)) void captionCommands.loadCaptionFile(file);
    },

    /** Downloads an online subtitle, lists it and turns it on; a failure shows on its line. */
    async chooseOnlineSubtitle(subtitle: OnlineSubtitle): Promise<void> {
      const id = onlineCaptionId(subtitle.id);
      if (state().captionList.some((item) => item.id === id)) {
        await captionCommands.selectCaption(id);
        return;
      }
      state().setCaptionStatus(id, { state: 'loading' });
      try {
        const text = await downloadOnlineSubtitle(subtitle.id);
        const { prepareCaptionText } = await pipeline();
        const cues = await prepareCaptionText(text);
        state().addCaption({
          id,
          language: subtitle.language,
          origin: 'online',
          label: subtitle.release,
          cues,
        });
        await captionCommands.selectCaption(id);
      } catch (error) {
        state().setCaptionStatus(id, { state: 'error', error: captionErrorOf(error) });
      }
    },
  };
  return captionCommands;
}

export type CaptionCommands = ReturnType<typeof createCaptionCommands>;
