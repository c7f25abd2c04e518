import './vtt-cue-polyfill.ts';
import type { Stream } from '@screenroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captionClient } from '../src/shared/clients/captions.ts';
import { keyCommand } from '../src/features/player/player-keys.ts';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { arabicVtt, englishSrt, serveCaptionFiles } from './captions-fake-host.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

const stream = (captions: Stream['captions']): Stream => ({
  id: 'library-file',
  type: 'file',
  qualities: { '480': { type: 'mp4', url: '/m.mp4' } },
  captions,
  flags: [],
});

const en = {
  id: '/subs/en.srt',
  language: 'en',
  url: '/subs/en.srt',
  type: 'srt' as const,
  hasCorsRestrictions: false,
};
const ar = {
  id: '/subs/ar.vtt',
  language: 'ar',
  url: '/subs/ar.vtt',
  type: 'vtt' as const,
  hasCorsRestrictions: false,
};
const missing = {
  id: '/subs/gone.srt',
  language: 'fr',
  url: '/subs/gone.srt',
  type: 'srt' as const,
  hasCorsRestrictions: false,
};

const s = () => player.store.getState();
const texts = () => s().selectedCaption?.cues.map((cue) => cue.html) ?? null;

function play(source: Stream) {
  s().setPlayingStream(source, { sourceId: 'library', embedItemId: null }, 0);
  player.applyStreamCaptions(source);
}

async function settle() {
  await vi.waitFor(() =>
    expect(Object.values(s().captionStatus)).not.toContainEqual({ state: 'loading' }),
  );
}

describe('caption commands', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    localStorage.clear();
    captionClient.clear();
    s().reset();
    useSubtitleStore.setState({ lastSelectedLanguage: null, delay: 0 });
    display = fakeDisplay();
    player.attachDisplay(display);
    serveCaptionFiles({
      '/subs/en.srt': englishSrt,
      '/subs/ar.vtt': arabicVtt,
      '/subs/bad.srt': 'no cues here',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("lists the stream's captions and stays off without a remembered language", async () => {
    play(stream([en, ar]));
    expect(s().captionList.map((item) => [item.id, item.language, item.origin])).toEqual([
      ['/subs/en.srt', 'en', 'stream'],
      ['/subs/ar.vtt', 'ar', 'stream'],
    ]);
    expect(s().selectedCaption).toBeNull();
  });

  it('turns a caption on, sanitised and indexed, and remembers its language', async () => {
    play(stream([en, ar]));
    await player.selectCaption('/subs/en.srt');
    expect(texts()).toEqual(['Hello <i>there</i>', 'Second line']);
    expect(s().selectedCaption?.language).toBe('en');
    expect(useSubtitleStore.getState().lastSelectedLanguage).toBe('en');
    expect(s().captionStatus).toEqual({});
  });

  it('turns the remembered language on when a stream offering it loads', async () => {
    useSubtitleStore.setState({ lastSelectedLanguage: 'ar' });
    play(stream([en, ar]));
    await settle();
    expect(s().selectedCaption?.id).toBe('/subs/ar.vtt');
  });

  it('shows a caption that cannot be fetched as an error on its item and keeps playing', async () => {
    play(stream([en, missing]));
    await player.selectCaption('/subs/en.srt');
    await player.selectCaption('/subs/gone.srt');
    expect(s().captionStatus['/subs/gone.srt']).toEqual({
      state: 'error',
      error: { kind: 'fetch', status: 404 },
    });
    // What was on stays on, and playback is not touched.
    expect(s().selectedCaption?.id).toBe('/subs/en.srt');
    expect(display.pause).not.toHaveBeenCalled();
  });

  it('shows a broken file as invalid on its item', async () => {
    play(stream([{ ...en, id: '/subs/bad.srt', url: '/subs/bad.srt' }]));
    await player.selectCaption('/subs/bad.srt');
    expect(s().captionStatus['/subs/bad.srt']).toEqual({
      state: 'error',
      error: { kind: 'invalid' },
    });
    expect(s().selectedCaption).toBeNull();
  });

  it('a later choice wins over an earlier one that loads more slowly', async () => {
    serveCaptionFiles(
      { '/subs/en.srt': englishSrt, '/subs/ar.vtt': arabicVtt },
      { '/subs/en.srt': 50 },
    );
    play(stream([en, ar]));
    const slow = player.selectCaption('/subs/en.srt');
    const fast = player.selectCaption('/subs/ar.vtt');
    await fast;
    expect(s().selectedCaption?.id).toBe('/subs/ar.vtt');
    await slow;
    expect(s().selectedCaption?.id).toBe('/subs/ar.vtt');
    expect(s().captionStatus).toEqual({});
  });

  it('turns captions off and forgets the language for the next titles', async () => {
    play(stream([en]));
    await player.selectCaption('/subs/en.srt');
    player.turnCaptionsOff();
    expect(s().selectedCaption).toBeNull();
    expect(useSubtitleStore.getState().lastSelectedLanguage).toBeNull();
  });

  it('the c key turns the last caption back on, then off', async () => {
    play(stream([en, ar]));
    await player.selectCaption('/subs/ar.vtt');
    keyCommand('c')!(player);
    expect(s().selectedCaption).toBeNull();
    keyCommand('C')!(player);
    await settle();
    expect(s().selectedCaption?.id).toBe('/subs/ar.vtt');
  });

  it('the c key falls back to English when nothing was on before', async () => {
    play(stream([ar, en]));
    keyCommand('c')!(player);
    await settle();
    expect(s().selectedCaption?.id).toBe('/subs/en.srt');
  });

  it('[ and ] shift the delay by half a second within ±20 s and show the delay overlay', () => {
    keyCommand(']')!(player);
    keyCommand(']')!(player);
    keyCommand('[')!(player);
    expect(useSubtitleStore.getState().delay).toBe(0.5);
    expect(s().transientOverlay).toBe('subtitleDelay');
    player.setCaptionDelay(19.8);
    keyCommand(']')!(player);
    expect(useSubtitleStore.getState().delay).toBe(20);
    player.setCaptionDelay(-25);
    expect(useSubtitleStore.getState().delay).toBe(-20);
  });

  it('keeps a caption the next stream also has, and turns the language on again otherwise', async () => {
    play(stream([en, ar]));
    await player.selectCaption('/subs/en.srt');
    play({ ...stream([en]), id: 'library-hls', type: 'hls', playlist: '/x.m3u8' } as Stream);
    expect(s().selectedCaption?.id).toBe('/subs/en.srt');
    const other = { ...en, id: '/other/en.srt', url: '/subs/en.srt' };
    play(stream([other]));
    await settle();
    expect(s().selectedCaption?.id).toBe('/other/en.srt');
  });

  it('waits up to 5 s for an HLS rendition in the remembered language', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveCaptionFiles({
      '/hls/subs-ar/index.m3u8': '#EXTM3U\n#EXTINF:10,\nseg.vtt\n#EXT-X-ENDLIST\n',
      '/hls/subs-ar/seg.vtt': arabicVtt,
    });
    useSubtitleStore.setState({ lastSelectedLanguage: 'ar' });
    play(stream([en]));
    expect(s().pendingCaptionLanguage).toBe('ar');
    vi.advanceTimersByTime(3000);
    s().setSubtitleRenditions([
      { language: 'ar', label: 'العربية', url: 'http://localhost/hls/subs-ar/index.m3u8' },
    ]);
    player.applyPendingCaption();
    await settle();
    expect(s().selectedCaption?.id).toBe('hls:http://localhost/hls/subs-ar/index.m3u8');
    expect(texts()).toEqual(['مرحبا']);
  });

  it('stops waiting for the remembered language after 5 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useSubtitleStore.setState({ lastSelectedLanguage: 'ar' });
    play(stream([en]));
    vi.advanceTimersByTime(5000);
    expect(s().pendingCaptionLanguage).toBeNull();
    s().setSubtitleRenditions([{ language: 'ar', label: 'ar', url: 'http://localhost/a.m3u8' }]);
    player.applyPendingCaption();
    expect(s().captionStatus).toEqual({});
  });

  describe('uploads', () => {
    const file = (name: string, text: string) => new File([text], name);

    it('lists an uploaded file as a custom caption and turns it on', async () => {
      await player.loadCaptionFile(file('my subs.srt', englishSrt));
      const item = s().captionList.find((candidate) => candidate.origin === 'upload');
      expect(item).toMatchObject({ language: 'custom', label: 'my subs.srt' });
      expect(s().selectedCaption?.id).toBe(item?.id);
      expect(texts()).toHaveLength(2);
      // A custom file says nothing of its language, so the remembered one stays.
      expect(useSubtitleStore.getState().lastSelectedLanguage).toBeNull();
    });

    it('refuses files of 50 MB or more with a clear reason', async () => {
      const big = file('big.srt', englishSrt);
      Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
      await player.loadCaptionFile(big);
      expect(s().uploadError).toEqual({ kind: 'tooLarge' });
      expect(s().captionList).toEqual([]);
    });

    it("says 'Given text is empty' and 'Invalid subtitle format' for unusable files", async () => {
      await player.loadCaptionFile(file('empty.srt', '  \n'));
      expect(s().uploadError).toEqual({ kind: 'empty' });
      await player.loadCaptionFile(file('words.vtt', 'just words'));
      expect(s().uploadError).toEqual({ kind: 'invalid' });
      await player.loadCaptionFile(file('ok.vtt', arabicVtt));
      expect(s().uploadError).toBeNull();
    });

    it('refuses other extensions from the upload button but ignores them when dropped', async () => {
      await player.loadCaptionFile(file('movie.mp4', englishSrt));
      expect(s().uploadError).toEqual({ kind: 'unsupported' });
      s().setUploadError(null);
      player.dropCaptionFile(file('notes.txt', englishSrt));
      await Promise.resolve();
      expect(s().uploadError).toBeNull();
      expect(s().captionList).toEqual([]);
      player.dropCaptionFile(file('DROPPED.SRT', englishSrt));
      await vi.waitFor(() => expect(s().selectedCaption).not.toBeNull());
    });
  });

  describe('online subtitles', () => {
    const subtitle = {
      id: '42',
      language: 'en',
      release: 'Sintel.2010.1080p',
      downloads: 10,
      hearingImpaired: false,
    };

    it('downloads, lists and turns on an online subtitle', async () => {
      serveCaptionFiles({ '/subtitles/file/42': englishSrt });
      await player.chooseOnlineSubtitle(subtitle);
      expect(s().selectedCaption?.id).toBe('online-42');
      expect(s().captionList.find((item) => item.id === 'online-42')).toMatchObject({
        origin: 'online',
        language: 'en',
        label: 'Sintel.2010.1080p',
      });
      expect(useSubtitleStore.getState().lastSelectedLanguage).toBe('en');
    });

    it('shows a failed download on its line', async () => {
      serveCaptionFiles({});
      await player.chooseOnlineSubtitle(subtitle);
      expect(s().captionStatus['online-42']).toMatchObject({ state: 'error' });
      expect(s().selectedCaption).toBeNull();
    });
  });
});
