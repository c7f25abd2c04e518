import { act, cleanup, render, screen } from '@testing-library/react';
import type { ScrapeReasonCode } from '@screenroom/core';
import type { RunnerEvents } from '@screenroom/providers';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../src/shared/i18n/i18n.ts';
import type { ScrapeFound, ScrapeRunner } from '../src/shared/clients/providers.ts';
import { ScrapingScreen } from '../src/features/player/components/ScrapingScreen.tsx';
import { someSourceFailed } from '../src/features/player/components/source-failures.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import {
  scrapeMediaFor,
  useScrape,
  type ScrapeOutcome,
} from '../src/features/player/hooks/useScrape.ts';
import { createServerRunner } from '../src/shared/clients/server-scrape.ts';
import { server } from './msw-server.ts';
import { serveScrape } from './scrape-fake-server.ts';

const meta: PlayerMeta = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };
const media = scrapeMediaFor(meta);

/** A runner whose events the test fires by hand. */
function fakeRunner() {
  let events: RunnerEvents = {};
  let finish: (result: ScrapeFound | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const runner: ScrapeRunner = {
    run: (_media, handlers) => {
      events = handlers;
      return new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
    runSource: () => Promise.reject(new Error('not used here')),
    runEmbed: () => Promise.reject(new Error('not used here')),
    scraperName: (id) =>
      ({ library: 'Library', archive: 'Archive', 'embed-x': 'Embed X' })[id] ?? id,
  };
  return {
    runner,
    events: () => events,
    finish: (r: ScrapeFound | null) => finish(r),
    fail: (e: Error) => fail(e),
  };
}

let lastOutcome: ScrapeOutcome = { state: 'running' };

function Harness({ runner, shown }: { runner: ScrapeRunner; shown?: PlayerMeta }) {
  const { progress, outcome } = useScrape(runner, media);
  lastOutcome = outcome;
  return (
    <MemoryRouter>
      <ScrapingScreen
        progress={progress}
        scraperName={runner.scraperName}
        failure={outcome.state === 'fatal' ? { error: outcome.error } : null}
        noStream={outcome.state === 'notFound'}
        meta={shown ?? null}
        back={{ to: '/browse/matrix', label: 'Back to search results' }}
      />
    </MemoryRouter>
  );
}

const status = (id: string) => screen.getByTestId(`source-${id}`).getAttribute('data-status');

describe('scraping screen', () => {
  afterEach(cleanup);

  it('shows every source waiting, then follows the runner', async () => {
    const fake = fakeRunner();
    render(<Harness runner={fake.runner} />);
    act(() => fake.events().init?.({ sourceIds: ['library', 'archive'] }));
    expect(status('library')).toBe('waiting');
    expect(status('archive')).toBe('waiting');
    expect(screen.getByTestId('source-library').textContent).toContain('Library');

    act(() => fake.events().start?.('library'));
    expect(status('library')).toBe('pending');
    act(() => fake.events().update?.({ id: 'library', percentage: 100, status: 'notfound' }));
    expect(status('library')).toBe('notfound');

    act(() => fake.events().start?.('archive'));
    act(() =>
      fake.events().discoverEmbeds?.({
        sourceId: 'archive',
        embeds: [{ id: 'e1', embedScraperId: 'embed-x' }],
      }),
    );
    expect(status('e1')).toBe('waiting');
    expect(screen.getByTestId('source-e1').textContent).toContain('Embed X');
    act(() => fake.events().start?.('e1'));
    expect(status('archive')).toBe('success');
    expect(status('e1')).toBe('pending');
    act(() =>
      fake.events().update?.({ id: 'e1', percentage: 100, status: 'failure', reason: 'boom' }),
    );
    expect(status('e1')).toBe('failure');

    await act(async () => fake.finish(null));
    expect(lastOutcome.state).toBe('notFound');
  });

  it('reports the stream that was found', async () => {
    const fake = fakeRunner();
    render(<Harness runner={fake.runner} />);
    const stream = { id: 'x', type: 'hls' as const, playlist: '/p.m3u8', captions: [], flags: [] };
    await act(async () => fake.finish({ sourceId: 'library', stream, streams: [stream] }));
    expect(lastOutcome).toEqual({
      state: 'found',
      result: { sourceId: 'library', stream, streams: [stream] },
    });
  });

  it('shows the fatal warning when the run itself breaks', async () => {
    const fake = fakeRunner();
    render(<Harness runner={fake.runner} />);
    await act(async () => fake.fail(new Error('network down')));
    expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong/);
  });

  it('words a refusal of our server from its code, in Arabic, with no English left', async () => {
    const backend = 'http://scrape-backend.test';
    serveScrape(backend, {
      '/scrape': { status: 429, code: 'rate_limited', message: 'Too many requests, slow down' },
    });
    await act(() => i18next.changeLanguage('ar'));
    try {
      render(<Harness runner={createServerRunner({ baseUrl: backend })} />);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'رفض الخادم البحث عن مصادر: طلبات كثيرة جدًا. انتظر لحظة ثم حاول مرة أخرى.',
      );
      expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('words the failures it notices itself: a cut answer and an unreachable server', async () => {
    const backend = 'http://scrape-backend.test';
    serveScrape(backend, {
      '/scrape': { lines: [{ type: 'update', id: 'library', percentage: 10, status: 'pending' }] },
    });
    render(<Harness runner={createServerRunner({ baseUrl: backend })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server stopped looking for sources before it answered. Reload to try again.',
    );
    cleanup();
    server.use(http.post(`${backend}/scrape`, () => HttpResponse.error()));
    render(<Harness runner={createServerRunner({ baseUrl: backend })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not be reached to look for sources. Check your connection and reload.',
    );
  });

  it('says per source why a server run found nothing, in English and in Arabic', async () => {
    const backend = 'http://scrape-backend.test';
    const failed = (id: string, status: 'notfound' | 'failure', reasonCode: ScrapeReasonCode) =>
      ({
        type: 'update',
        id,
        percentage: 100,
        status,
        reason: `${id} gave nothing in English`,
        reasonCode,
      }) as const;
    serveScrape(backend, {
      '/scrape': {
        lines: [
          { type: 'init', sourceIds: ['library', 'jellyfin', 'my-addon', 'archive'] },
          failed('library', 'notfound', 'notfound'),
          failed('jellyfin', 'failure', 'unreachable'),
          failed('my-addon', 'failure', 'refused'),
          failed('archive', 'failure', 'error'),
          { type: 'done', result: null },
        ],
      },
    });
    const rows = () =>
      ['library', 'jellyfin', 'my-addon', 'archive'].map(
        (id) => screen.getByTestId(`source-${id}`).lastElementChild?.textContent,
      );
    render(<Harness runner={createServerRunner({ baseUrl: backend })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing here could play this: some sources could not be asked. Each one says why below. Reload to try again.',
    );
    expect(rows()).toEqual([
      'Not found',
      'Could not be reached',
      'Refused the request',
      'Failed with an error',
    ]);
    expect(lastOutcome.state).toBe('notFound');

    cleanup();
    await act(() => i18next.changeLanguage('ar'));
    try {
      render(<Harness runner={createServerRunner({ baseUrl: backend })} />);
      const alert = await screen.findByRole('alert');
      expect(rows()).toEqual(['غير موجود', 'تعذّر الوصول إليه', 'رفض الطلب', 'فشل بسبب خطأ']);
      // No English message of the sources reaches the Arabic screen.
      expect(alert.textContent).not.toMatch(/[A-Za-z]/);
      expect(document.body.textContent).not.toContain('in English');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('keeps the screen only when a source failed, not when every one answered not found', () => {
    const item = (status: 'notfound' | 'failure' | 'success') => ({
      id: status,
      scraperId: status,
      status,
      percentage: 100,
      children: [],
    });
    const progress = (...statuses: ('notfound' | 'failure' | 'success')[]) => ({
      order: statuses,
      items: Object.fromEntries(statuses.map((s) => [s, item(s)])),
      current: null,
    });
    expect(someSourceFailed(progress('notfound'))).toBe(false);
    expect(someSourceFailed(progress('notfound', 'failure'))).toBe(true);
    expect(someSourceFailed(progress('success', 'notfound'))).toBe(false);
  });

  it('names the shipped sources in the viewer’s language and others by their own names', async () => {
    const fake = fakeRunner();
    await act(() => i18next.changeLanguage('ar'));
    try {
      render(<Harness runner={fake.runner} />);
      act(() => fake.events().init?.({ sourceIds: ['library', 'archive', 'my-addon'] }));
      expect(screen.getByTestId('source-library').textContent).toContain('المكتبة');
      expect(screen.getByTestId('source-archive').textContent).toContain('أرشيف الإنترنت');
      expect(screen.getByTestId('source-my-addon').textContent).toContain('my-addon');
      expect(screen.getByTestId('source-library').textContent).toContain('في الانتظار');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('offers a tip, a go-home link and a reload button', () => {
    const fake = fakeRunner();
    render(<Harness runner={fake.runner} />);
    expect(screen.getByText(/Tip/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the title and its poster behind the list, and a way back where the viewer was', () => {
    const fake = fakeRunner();
    const { container } = render(
      <Harness runner={fake.runner} shown={{ ...meta, poster: '/tmdb/images/w342/matrix.jpg' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeInTheDocument();
    expect(screen.getByText('Finding a source')).toBeInTheDocument();
    const posters = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(posters).toEqual(['/tmdb/images/w342/matrix.jpg', '/tmdb/images/w342/matrix.jpg']);
    expect(screen.getByRole('link', { name: 'Back to search results' })).toHaveAttribute(
      'href',
      '/browse/matrix',
    );
  });

  it('refuses a show without season and episode', () => {
    expect(scrapeMediaFor({ ...meta, type: 'show' })).toBeNull();
  });
});
