import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { EmbedMenu } from '../src/features/player/components/EmbedMenu.tsx';
import { FailoverNotice } from '../src/features/player/components/FailoverNotice.tsx';
import { SourceMenu } from '../src/features/player/components/SourceMenu.tsx';
import { hlsError } from '../src/features/player/playback-error.ts';
import {
  archiveFile,
  heldRunner,
  lastLoad,
  libraryFile,
  startTitle,
  tableRunner,
  twoEmbeds,
} from './player-sources-fixture.ts';
import { useStore } from 'zustand';
import { player, render } from './test-player.tsx';

const state = () => player.store.getState();

/** The panel of the settings route that is open, as the overlay shows it, and the notice. */
function OpenMenu() {
  const route = useStore(player.store, (s) => s.settingsRoute);
  if (route === '/source/embeds') return <EmbedMenu />;
  return <SourceMenu sourceName="Library" />;
}

function renderMenu(route: '/source' | '/source/embeds' = '/source') {
  state().openSettings(route);
  return render(
    <MemoryRouter>
      <OpenMenu />
      <FailoverNotice />
    </MemoryRouter>,
  );
}

const option = (id: string) => screen.getByTestId(`source-option-${id}`);

describe('source menu', () => {
  afterEach(cleanup);

  it('lists every source of the run with its status and marks the one playing', () => {
    const runner = tableRunner({});
    startTitle(runner);
    state().dispatchScrape({ type: 'start', id: 'archive' });
    renderMenu();
    const list = screen.getByRole('list', { name: 'Sources' });
    const lines = within(list)
      .getAllByRole('button')
      .filter((b) => b.dataset.testid?.startsWith('source-option-'));
    expect(lines.map((b) => b.dataset.testid)).toEqual([
      'source-option-library',
      'source-option-archive',
      'source-option-jellyfin',
    ]);
    expect(option('library')).toHaveAttribute('aria-current', 'true');
    expect(option('library').textContent).toContain('Playing');
    expect(option('archive').textContent).toContain('Checking');
    expect(option('jellyfin').textContent).toContain('Waiting');
    expect(option('archive')).not.toHaveAttribute('aria-current');
  });

  it("lists the library's HLS and MP4 under it, the playing one marked, a failed one said", async () => {
    startTitle(tableRunner({}));
    await player.recoverPlayback(hlsError('Failed to load HLS playlist (HTTP 404)'));
    renderMenu();
    const streams = screen.getByRole('list', { name: 'Streams of Library' });
    const hls = within(streams).getByTestId('stream-option-library-hls');
    const file = within(streams).getByTestId('stream-option-library-file');
    expect(hls.textContent).toContain('HLS stream');
    expect(hls.textContent).toContain("Didn't play");
    expect(file.textContent).toContain('MP4 file');
    expect(file).toHaveAttribute('aria-current', 'true');
  });

  it('switches to the other stream from where the viewer is, and closes', () => {
    const display = startTitle(tableRunner({}));
    state().setTime(61.5);
    renderMenu();
    fireEvent.click(screen.getByTestId('stream-option-library-file'));
    expect(lastLoad(display)).toEqual(
      expect.objectContaining({ source: libraryFile, startAt: 61.5 }),
    );
    expect(state().source).toBe(libraryFile);
    expect(state().settingsRoute).toBeNull();
  });

  it('runs just the picked source, plays its stream from the same point and closes', async () => {
    const runner = tableRunner({ jellyfin: { streams: [archiveFile], embeds: [] } });
    const display = startTitle(runner);
    state().setTime(20);
    renderMenu();
    fireEvent.click(option('jellyfin'));
    await waitFor(() => expect(state().source).toBe(archiveFile));
    expect(runner.runSource).toHaveBeenCalledTimes(1);
    expect(runner.runSource.mock.calls[0]?.[0]).toBe('jellyfin');
    expect(lastLoad(display)?.startAt).toBe(20);
    expect(state().settingsRoute).toBeNull();
    expect(state().scrapeProgress.items.jellyfin?.status).toBe('success');
  });

  it('says so when the picked source has nothing, or fails', async () => {
    const runner = tableRunner({ archive: 'notfound', jellyfin: 'failed' });
    const display = startTitle(runner);
    renderMenu();
    fireEvent.click(option('archive'));
    expect(
      await screen.findByText('Internet Archive has nothing to play for this title.'),
    ).toBeInTheDocument();
    expect(option('archive').dataset.status).toBe('notfound');
    fireEvent.click(option('jellyfin'));
    expect(
      await screen.findByText('Jellyfin could not be searched. Try again, or pick another source.'),
    ).toBeInTheDocument();
    expect(option('jellyfin').dataset.status).toBe('failure');
    expect(display.load).not.toHaveBeenCalled();
    expect(state().settingsRoute).toBe('/source');
  });

  it('scrapes a single embed by itself and plays it', async () => {
    const runner = tableRunner(
      { archive: { streams: [], embeds: [{ embedId: 'embed-a', url: 'https://a.test/x' }] } },
      { 'embed-a': [archiveFile] },
    );
    startTitle(runner);
    renderMenu();
    fireEvent.click(option('archive'));
    await waitFor(() => expect(state().source).toBe(archiveFile));
    expect(runner.runEmbed.mock.calls[0]?.slice(0, 2)).toEqual(['embed-a', 'https://a.test/x']);
    expect(state().origin).toEqual({ sourceId: 'archive', embedItemId: 'archive-0' });
  });

  it('lists several embeds to choose from, and plays the one picked', async () => {
    const runner = tableRunner(
      { archive: twoEmbeds('x') },
      { 'embed-a': 'notfound', 'embed-b': [archiveFile] },
    );
    startTitle(runner);
    renderMenu();
    fireEvent.click(option('archive'));
    await waitFor(() => expect(state().settingsRoute).toBe('/source/embeds'));
    expect(runner.runEmbed).not.toHaveBeenCalled();
    const embeds = screen.getByRole('list', { name: 'Players found by Internet Archive' });
    expect(
      within(embeds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Embed A'), expect.stringContaining('Embed B')]);
    fireEvent.click(screen.getByTestId('embed-option-archive-0'));
    expect(
      await screen.findByText('Embed A has nothing to play for this title.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('embed-option-archive-1'));
    await waitFor(() => expect(state().source).toBe(archiveFile));
    expect(runner.runEmbed).toHaveBeenCalledTimes(2);
  });

  it('says there is nothing to choose when the embed list is empty', () => {
    startTitle(tableRunner({}));
    renderMenu('/source/embeds');
    expect(
      screen.getByText('Pick a source first; the players it finds are listed here.'),
    ).toBeInTheDocument();
    act(() => state().setEmbedChoice({ sourceId: 'archive', embeds: [] }));
    expect(
      screen.getByText('Internet Archive found no players to choose from.'),
    ).toBeInTheDocument();
  });

  it('stops the scrape under way when another source is picked', async () => {
    const runner = tableRunner({ jellyfin: { streams: [archiveFile], embeds: [] } });
    let firstSignal: AbortSignal | undefined;
    runner.runSource.mockImplementationOnce((_id, _media, _events, signal: AbortSignal) => {
      firstSignal = signal;
      return new Promise(() => undefined);
    });
    startTitle(runner);
    renderMenu();
    fireEvent.click(option('archive'));
    fireEvent.click(option('jellyfin'));
    await waitFor(() => expect(state().source).toBe(archiveFile));
    expect(firstSignal?.aborted).toBe(true);
  });

  it('drops an answer that comes after the viewer left the title', async () => {
    const { runner, answer } = heldRunner();
    const display = startTitle(runner);
    renderMenu();
    fireEvent.click(option('archive'));
    act(() => state().reset());
    await act(async () => answer({ streams: [archiveFile], embeds: [] }));
    expect(state().status).toBe('idle');
    expect(state().source).toBeNull();
    expect(display.load).not.toHaveBeenCalled();
  });

  it('leads to the source order in the settings', () => {
    startTitle(tableRunner({}));
    renderMenu();
    expect(screen.getByRole('link', { name: 'Edit order' })).toHaveAttribute(
      'href',
      '/settings#source-order',
    );
  });

  it('tells the viewer which stream took over, and can be dismissed', async () => {
    startTitle(tableRunner({}));
    renderMenu();
    await act(() => player.recoverPlayback(hlsError('gone')));
    const notice = screen.getByTestId('failover-notice');
    expect(notice.textContent).toContain(
      'The HLS stream stopped working, so we switched to the MP4 file. You keep your place.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('failover-notice')).not.toBeInTheDocument();
  });
});
