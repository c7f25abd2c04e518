import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import {
  downloadableSibling,
  downloadFileName,
  downloadTarget,
  qualityName,
} from '../src/features/player/download-target.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { settingsRouteFrom } from '../src/features/player/settings-overlay-route.ts';
import { fakeDisplay } from './player-display-fake.ts';
import { fileStreamWith480At, hlsStreamAt } from './player-sources-fixture.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

const fileStream = fileStreamWith480At('/media-files/sd.mp4');
const hlsStream = hlsStreamAt('/media-files/master.m3u8');
const sintel: PlayerMeta = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 };

describe('download target', () => {
  it('offers the file of the quality on screen', () => {
    expect(downloadTarget(fileStream, '480')).toEqual({
      kind: 'file',
      url: '/media-files/sd.mp4',
      quality: '480',
    });
  });

  it('offers the best file before a quality was reported, or when it is not in the stream', () => {
    expect(downloadTarget(fileStream, null)).toMatchObject({ quality: '1080' });
    expect(downloadTarget(fileStream, '720')).toMatchObject({ quality: '1080' });
  });

  it('offers nothing for HLS, an empty file stream or no stream', () => {
    expect(downloadTarget(hlsStream, '720')).toEqual({ kind: 'unable', reason: 'hls' });
    expect(downloadTarget({ ...fileStream, qualities: {} }, null)).toEqual({
      kind: 'unable',
      reason: 'noStream',
    });
    expect(downloadTarget(null, null)).toEqual({ kind: 'unable', reason: 'noStream' });
  });

  it('finds a file stream beside an HLS one from the same source', () => {
    expect(downloadableSibling(hlsStream, [hlsStream, fileStream])).toBe(fileStream);
    expect(
      downloadableSibling(hlsStream, [hlsStream, { ...fileStream, qualities: {} }]),
    ).toBeNull();
    expect(downloadableSibling(hlsStream, [hlsStream])).toBeNull();
    // A file stream needs no sibling: it is downloadable itself.
    expect(downloadableSibling(fileStream, [hlsStream, fileStream])).toBeNull();
    expect(downloadableSibling(null, [fileStream])).toBeNull();
  });

  it('names qualities the way the menus do', () => {
    expect(qualityName('480')).toBe('480p');
    expect(qualityName('4k')).toBe('4K');
    expect(qualityName('unknown')).toBeNull();
  });

  it('suggests a file name from the title, its year or episode, and the quality', () => {
    expect(downloadFileName(sintel, '480')).toBe('Sintel (2010) 480p.mp4');
    const episode: PlayerMeta = {
      type: 'show',
      tmdbId: '1',
      title: 'What/If: A Show?',
      releaseYear: 2020,
      season: { number: 1, title: 'Season 1', tmdbId: 's1' },
      episode: { number: 12, title: 'Twelve', tmdbId: 'e12' },
    };
    expect(downloadFileName(episode, 'unknown')).toBe('WhatIf A Show S01E12.mp4');
    expect(downloadFileName(null, '4k')).toBe('video 4K.mp4');
  });

  it('knows every download route', () => {
    for (const route of ['/download', '/download/ios', '/download/android', '/download/pc']) {
      expect(settingsRouteFrom(`/settings${route}`)).toBe(route);
    }
    expect(settingsRouteFrom('/settings/download/unable')).toBe('/download/unable');
    expect(settingsRouteFrom('/settings/download/windows')).toBeNull();
  });
});

function playing(stream: typeof fileStream | typeof hlsStream | null) {
  const store = player.store.getState();
  store.reset();
  store.setMeta(sintel);
  if (stream) store.setSource(stream, 'library');
}

const overlay = () => screen.getByTestId('settings-overlay');

describe('download menu', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    playing(fileStream);
    player.store.getState().setCurrentQuality('480');
  });
  afterEach(cleanup);

  it('has a main-menu line for a file stream that opens the download menu', () => {
    player.store.getState().openSettings('/');
    render(<SettingsOverlay sourceName="Library" />);
    const line = within(overlay()).getByRole('button', { name: /Download/ });
    expect(line.textContent).toContain('480p');
    fireEvent.click(line);
    expect(player.store.getState().settingsRoute).toBe('/download');
    const link = screen.getByTestId('download-link');
    expect(link).toHaveAttribute('href', '/media-files/sd.mp4');
    expect(link).toHaveAttribute('download', 'Sintel (2010) 480p.mp4');
    expect(link.textContent).toBe('Download video (480p)');
  });

  it('follows the quality the viewer switches to', () => {
    player.store.getState().openSettings('/download');
    render(<SettingsOverlay sourceName="Library" />);
    act(() => player.store.getState().setCurrentQuality('1080'));
    expect(screen.getByTestId('download-link')).toHaveAttribute('href', '/media-files/hd.mp4');
  });

  it('opens the instructions for each platform and leads back to the download', () => {
    player.store.getState().openSettings('/download');
    render(<SettingsOverlay sourceName="Library" />);
    for (const [name, route] of [
      ['On iPhone or iPad', '/download/ios'],
      ['On Android', '/download/android'],
      ['On a computer', '/download/pc'],
    ] as const) {
      fireEvent.click(within(overlay()).getByRole('button', { name }));
      expect(player.store.getState().settingsRoute).toBe(route);
      expect(within(overlay()).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(overlay()).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      fireEvent.click(within(overlay()).getByRole('button', { name: 'Back to the download' }));
      expect(player.store.getState().settingsRoute).toBe('/download');
    }
  });

  it('sends an HLS stream straight to the page that explains why it cannot be saved', () => {
    playing(hlsStream);
    player.store.getState().openSettings('/');
    render(<SettingsOverlay sourceName="Library" />);
    const line = within(overlay()).getByRole('button', { name: /Download/ });
    expect(line.textContent).toContain('Not available');
    fireEvent.click(line);
    expect(player.store.getState().settingsRoute).toBe('/download/unable');
    expect(screen.getByTestId('download-unable').textContent).toContain(
      "This video can't be downloaded as one file.",
    );
    expect(screen.queryByTestId('download-link')).not.toBeInTheDocument();
  });

  it('offers the file version when the same source has one, and then its download', () => {
    playing(hlsStream);
    const display = fakeDisplay();
    player.attachDisplay(display);
    player.store.setState({
      origin: { sourceId: 'library', embedItemId: null },
      originStreams: { library: [hlsStream, fileStream] },
    });
    player.store.getState().openSettings('/download/unable');
    render(<SettingsOverlay sourceName="Library" />);
    expect(screen.getByTestId('download-unable').textContent).toContain(
      'This source also has the video as a single file',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the file version' }));
    expect(player.store.getState().source).toBe(fileStream);
    expect(display.load).toHaveBeenCalledWith(expect.objectContaining({ source: fileStream }));
    expect(player.store.getState().settingsRoute).toBe('/download');
    expect(screen.getByTestId('download-link')).toHaveAttribute('href', '/media-files/hd.mp4');
  });

  it('says nothing of a file version when the source has none', () => {
    playing(hlsStream);
    player.store.setState({
      origin: { sourceId: 'library', embedItemId: null },
      originStreams: { library: [hlsStream] },
    });
    player.store.getState().openSettings('/download/unable');
    render(<SettingsOverlay sourceName="Library" />);
    expect(screen.queryByRole('button', { name: 'Play the file version' })).not.toBeInTheDocument();
  });

  it('moves a link to the download menu on to the explanation when the stream is HLS', () => {
    playing(hlsStream);
    player.store.getState().openSettings('/download');
    render(<SettingsOverlay sourceName="Library" />);
    expect(player.store.getState().settingsRoute).toBe('/download/unable');
    expect(screen.getByTestId('download-unable')).toBeInTheDocument();
  });

  it('moves a link to the explanation on to the download menu when the stream is a file', () => {
    player.store.getState().openSettings('/download/unable');
    render(<SettingsOverlay sourceName="Library" />);
    expect(player.store.getState().settingsRoute).toBe('/download');
    expect(screen.getByTestId('download-link')).toBeInTheDocument();
  });

  it('has no download line while no stream plays', () => {
    playing(null);
    player.store.getState().openSettings('/');
    render(<SettingsOverlay sourceName="Library" />);
    expect(within(overlay()).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    player.store.getState().openSettings('/download');
    render(<SettingsOverlay sourceName="Library" />);
    expect(screen.getByTestId('download-link').textContent).toBe('تنزيل الفيديو (480p)');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('copy link at current time', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    playing(fileStream);
    player.store.getState().setTime(93.7);
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    window.history.replaceState(null, '', '/media/tmdb-movie-45745-sintel?r=%2Fsettings&t=5');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('copies the title link with t at the current second and says so for two seconds', async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    player.store.getState().openSettings('/');
    render(<SettingsOverlay sourceName="Library" />);
    const line = screen.getByTestId('copy-time-link');
    expect(line.textContent).toContain('Copy link at current time');
    expect(line.textContent).toContain('1:33');
    await act(async () => fireEvent.click(line));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/media/tmdb-movie-45745-sintel?t=93`,
    );
    expect(line.textContent).toContain('Copied!');
    act(() => vi.advanceTimersByTime(1900));
    expect(line.textContent).toContain('Copied!');
    act(() => vi.advanceTimersByTime(200));
    expect(line.textContent).not.toContain('Copied!');
  });

  it('says when the browser refused the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    player.store.getState().openSettings('/');
    render(<SettingsOverlay sourceName="Library" />);
    await act(async () => fireEvent.click(screen.getByTestId('copy-time-link')));
    expect(screen.getByTestId('copy-time-link').textContent).toContain("Couldn't copy");
  });

  it('is not offered for a stream without a title', () => {
    player.store.getState().reset();
    player.store.getState().setSource(fileStream, 'custom');
    player.store.getState().openSettings('/');
    render(<SettingsOverlay sourceName="Test" />);
    expect(screen.queryByTestId('copy-time-link')).not.toBeInTheDocument();
  });
});
