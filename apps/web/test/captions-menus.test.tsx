import './vtt-cue-polyfill.ts';
import type { OnlineSubtitleSearchAnswer, Stream } from '@screenroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { captionClient } from '../src/shared/clients/captions.ts';
import { CaptionsLayer } from '../src/features/player/components/captions/CaptionsLayer.tsx';
import { SubtitleDelayOverlay } from '../src/features/player/components/captions/SubtitleDelayOverlay.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { appConfig } from '../src/shared/config.ts';
import type { SettingsRoute } from '../src/features/player/settings-overlay-route.ts';
import { defaultSubtitleStyling } from '@screenroom/core';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { arabicVtt, englishSrt, serveCaptionFiles } from './captions-fake-host.ts';
import { server } from './msw-server.ts';
import { fakeDisplay } from './player-display-fake.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

const s = () => player.store.getState();
const caption = (id: string, language: string, type: 'srt' | 'vtt') => ({
  id,
  language,
  url: id,
  type,
  hasCorsRestrictions: false,
});
const sintel: Stream = {
  id: 'library-file',
  type: 'file',
  qualities: { '480': { type: 'mp4', url: '/m.mp4' } },
  captions: [
    caption('/subs/en.srt', 'en', 'srt'),
    caption('/subs/en.vtt', 'en', 'vtt'),
    caption('/subs/ar.vtt', 'ar', 'vtt'),
    caption('/subs/gone.srt', 'fr', 'srt'),
  ],
  flags: [],
};

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function openMenu(route: SettingsRoute) {
  act(() => s().openSettings(route));
  return render(withQueries(<SettingsOverlay sourceName="Library" />));
}

function Player({ lifted = false }: { lifted?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div ref={container} data-testid="player">
      <CaptionsLayer container={container} lifted={lifted} />
      <SubtitleDelayOverlay />
    </div>
  );
}

const onlineConfig = appConfig as { onlineSubtitles: boolean };

beforeEach(() => {
  localStorage.clear();
  captionClient.clear();
  s().reset();
  useSubtitleStore.setState({
    lastSelectedLanguage: null,
    delay: 0,
    overrideCasing: false,
    styling: { ...defaultSubtitleStyling },
  });
  player.attachDisplay(fakeDisplay());
  s().setPlayingStream(sintel, { sourceId: 'library', embedItemId: null }, 0);
  player.applyStreamCaptions(sintel);
  serveCaptionFiles({
    '/subs/en.srt': englishSrt,
    '/subs/en.vtt': 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nFrom the VTT\n',
    '/subs/ar.vtt': arabicVtt,
  });
  onlineConfig.onlineSubtitles = false;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('captions menu', () => {
  it('offers off and one line per stream language, named in the interface language', () => {
    openMenu('/captions');
    const group = screen.getByRole('radiogroup', { name: 'Captions' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
    expect(names).toEqual(['Off', 'English', 'Arabic', 'French']);
    expect(screen.getByTestId('caption-off')).toHaveAttribute('aria-checked', 'true');
  });

  it('turns a language on from the menu and marks it', async () => {
    openMenu('/captions');
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    // Testing Library's wait (5 s here, test/setup.ts), not vi.waitFor's 1 s: the file's fetch and
    // parse took longer than that on a loaded machine.
    await waitFor(() => expect(s().selectedCaption?.id).toBe('/subs/en.srt'));
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByTestId('caption-off'));
    expect(s().selectedCaption).toBeNull();
  });

  it('shows a caption that failed to load as a message on its line', async () => {
    openMenu('/captions');
    fireEvent.click(screen.getByRole('radio', { name: 'French' }));
    await screen.findByText("Couldn't load these captions (error 404)");
    expect(s().selectedCaption).toBeNull();
  });

  it('links to the full list, which has every file of the stream', async () => {
    openMenu('/captions');
    fireEvent.click(screen.getByRole('button', { name: /Captions of this stream/ }));
    expect(s().settingsRoute).toBe('/captions/source');
    const radios = screen.getAllByRole('radio').map((radio) => radio.textContent);
    expect(radios).toEqual([
      'EnglishSRT file',
      'EnglishWebVTT file',
      'ArabicWebVTT file',
      'FrenchSRT file',
    ]);
    fireEvent.click(screen.getByTestId('caption-/subs/en.vtt'));
    await vi.waitFor(() => expect(s().selectedCaption?.id).toBe('/subs/en.vtt'));
  });

  it('links to online search only when the server offers it', () => {
    const first = openMenu('/captions');
    expect(screen.queryByRole('button', { name: /Find subtitles online/ })).not.toBeInTheDocument();
    first.unmount();
    onlineConfig.onlineSubtitles = true;
    openMenu('/captions');
    fireEvent.click(screen.getByRole('button', { name: /Find subtitles online/ }));
    expect(s().settingsRoute).toBe('/captions/opensubtitles');
  });

  it('uploads a file and turns it on, or says why it cannot be used', async () => {
    openMenu('/captions');
    const input = screen.getByTestId('caption-upload-input');
    fireEvent.change(input, { target: { files: [new File(['nothing'], 'broken.srt')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid subtitle format');
    fireEvent.change(input, { target: { files: [new File([''], 'empty.vtt')] } });
    await screen.findByText('Given text is empty');
    const big = new File([englishSrt], 'huge.srt');
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    await screen.findByText(/too large/);
    fireEvent.change(input, { target: { files: [new File([englishSrt], 'mine.srt')] } });
    const mine = await screen.findByRole('radio', { name: /mine\.srt/ });
    await vi.waitFor(() => expect(mine).toHaveAttribute('aria-checked', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('online subtitles menu', () => {
  beforeEach(() => {
    onlineConfig.onlineSubtitles = true;
    s().setMeta({ type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 });
  });

  it('lists the results, narrows them by language, and turns one on', async () => {
    const asked: string[] = [];
    const found: OnlineSubtitleSearchAnswer = {
      results: [
        { id: '1', language: 'en', release: 'Sintel.WEB', downloads: 120, hearingImpaired: true },
        { id: '2', language: 'de', release: 'Sintel.BluRay', downloads: 1, hearingImpaired: false },
      ],
    };
    server.use(
      http.get('/subtitles/search', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return HttpResponse.json(found);
      }),
      http.get('/subtitles/file/:fileId', ({ params }) =>
        params.fileId === '2'
          ? new HttpResponse(englishSrt)
          : new HttpResponse('', { status: 404 }),
      ),
    );
    openMenu('/captions/opensubtitles');
    await screen.findByRole('radio', { name: /English · Sintel\.WEB/ });
    expect(asked[0]).toBe('/subtitles/search?tmdbId=45745&type=movie');
    expect(
      screen.getByText('120 downloads · For the deaf and hard of hearing'),
    ).toBeInTheDocument();
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'german' } });
    expect(screen.queryByRole('radio', { name: /English/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /German · Sintel\.BluRay/ }));
    await vi.waitFor(() => expect(s().selectedCaption?.id).toBe('online-2'));
  });

  it("shows the server's message when the search fails", async () => {
    server.use(
      http.get('/subtitles/search', () =>
        HttpResponse.json(
          { errorType: 'message', message: 'Online subtitles are not set up' },
          { status: 503 },
        ),
      ),
    );
    openMenu('/captions/opensubtitles');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Online subtitles are not set up',
    );
  });
});

describe('caption settings menu', () => {
  it('sets the delay with the slider or by typing, held within ±20 s', () => {
    openMenu('/captions/settings');
    fireEvent.input(screen.getByRole('slider', { name: 'Delay' }), { target: { value: '2.5' } });
    expect(useSubtitleStore.getState().delay).toBe(2.5);
    const typed = screen.getByRole('textbox', { name: 'Delay in seconds, typed value' });
    fireEvent.input(typed, { target: { value: '-42' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    expect(useSubtitleStore.getState().delay).toBe(-20);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(useSubtitleStore.getState().delay).toBe(0);
  });

  it('changes the styling the captions are drawn with', () => {
    openMenu('/captions/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Yellow' }));
    fireEvent.input(screen.getByRole('slider', { name: 'Text size' }), {
      target: { value: '150' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Low' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Text edge' }), {
      target: { value: 'dropShadow' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Bold text' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Fix all-caps captions' }));
    expect(useSubtitleStore.getState()).toMatchObject({
      styling: {
        color: '#e2e535',
        size: 1.5,
        verticalPosition: 1,
        fontStyle: 'dropShadow',
        bold: true,
      },
      overrideCasing: true,
    });
  });
});

describe('captions over the video', () => {
  it('draws the cue showing at the current time with the viewer styling', async () => {
    useSubtitleStore.getState().updateStyling({ color: '#80b1fa', backgroundOpacity: 0.25 });
    render(<Player />);
    await act(() => player.selectCaption('/subs/en.srt'));
    act(() => s().setTime(0.5));
    expect(screen.queryByTestId('caption-cue')).not.toBeInTheDocument();
    act(() => s().setTime(2));
    const cue = screen.getByTestId('caption-cue');
    expect(cue.innerHTML).toBe('Hello <i>there</i>');
    expect(cue.style.color).toBe('rgb(128, 177, 250)');
    expect(screen.getByTestId('caption-layer')).toHaveAttribute('lang', 'en');
  });

  it('shows the cues later with a delay, and the delay overlay after a key', async () => {
    render(<Player />);
    await act(() => player.selectCaption('/subs/en.srt'));
    act(() => s().setTime(4.5));
    expect(screen.queryByTestId('caption-cue')).not.toBeInTheDocument();
    act(() => player.shiftCaptionDelay(0.5));
    act(() => player.shiftCaptionDelay(0.5));
    expect(screen.getByTestId('caption-cue').textContent).toBe('Hello there');
    expect(screen.getByTestId('subtitle-delay-overlay').textContent).toBe('Subtitle delay +1.0 s');
  });

  it('turns on a subtitle file dropped on the player and ignores other files', async () => {
    render(<Player />);
    const target = screen.getByTestId('player');
    const drop = (file: File) =>
      fireEvent.drop(target, { dataTransfer: { types: ['Files'], files: [file] } });
    fireEvent.dragEnter(target, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByTestId('caption-drop-hint')).toBeInTheDocument();
    drop(new File(['not subtitles'], 'holiday.jpg'));
    expect(screen.queryByTestId('caption-drop-hint')).not.toBeInTheDocument();
    await Promise.resolve();
    expect(s().uploadError).toBeNull();
    drop(new File([englishSrt], 'dropped.srt'));
    await vi.waitFor(() => expect(s().selectedCaption?.language).toBe('custom'));
    act(() => s().setTime(2));
    expect(screen.getByTestId('caption-cue').textContent).toBe('Hello there');
  });
});
