import type { Stream } from '@screenroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installExtensionFake, type ExtensionFake } from './extension-fake.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

const withHeaders: Stream = {
  id: 'h',
  type: 'hls',
  playlist: 'https://cdn.example/master.m3u8',
  headers: { referer: 'https://site.example/' },
  captions: [],
  flags: [],
};
const plain: Stream = { id: 'p', type: 'hls', playlist: '/a.m3u8', captions: [], flags: [] };

describe('a stream with headers', () => {
  let display: FakeDisplay;
  let fake: ExtensionFake | undefined;

  beforeEach(() => {
    player.store.getState().reset();
    display = fakeDisplay();
    player.attachDisplay(display);
  });
  afterEach(() => fake?.remove());

  it('loads only after the extension set its headers', async () => {
    const order: string[] = [];
    fake = installExtensionFake({
      prepareStream: () => {
        order.push('prepareStream');
        return { success: true };
      },
    });
    display.load.mockImplementation(() => order.push('load'));
    player.loadStream(withHeaders, 0);
    await vi.waitFor(() => expect(display.load).toHaveBeenCalled());
    expect(order).toEqual(['prepareStream', 'load']);
    expect(fake.sent[0]?.body).toMatchObject({ targetDomains: ['cdn.example'] });
  });

  it('loads anyway when no extension answers, unless another stream was chosen meanwhile', async () => {
    vi.useFakeTimers();
    try {
      player.loadStream(withHeaders, 0);
      expect(display.load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(display.load).toHaveBeenCalledTimes(1);

      player.loadStream(withHeaders, 0);
      player.loadStream(plain, 5);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(display.load).toHaveBeenCalledTimes(2);
      expect(display.load).toHaveBeenLastCalledWith(expect.objectContaining({ source: plain }));
    } finally {
      vi.useRealTimers();
    }
  });
});
