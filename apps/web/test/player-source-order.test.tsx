import { act, cleanup, render } from '@testing-library/react';
import { NotFoundError, type Sourcerer } from '@screenroom/providers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserRunner, type ScrapeRunner } from '../src/shared/clients/providers.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import {
  scrapeMediaFor,
  scrapeRunOptions,
  useScrape,
} from '../src/features/player/hooks/useScrape.ts';
import { defaultPreferences, usePreferencesStore } from '../src/shared/stores/preferences.ts';

const meta: PlayerMeta = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };
const media = scrapeMediaFor(meta);

/** Sources that find nothing, so a run tries each of them in the order it chose. */
function source(id: string, rank: number, tried: string[]): Sourcerer {
  return {
    id,
    name: id,
    rank,
    scrapeMovie: async () => {
      tried.push(id);
      throw new NotFoundError('nothing here');
    },
  };
}

function Harness({ runner }: { runner: ScrapeRunner }) {
  useScrape(runner, media);
  return null;
}

async function triedOrder(): Promise<string[]> {
  const tried: string[] = [];
  const runner = createBrowserRunner({
    sources: [source('alpha', 300, tried), source('beta', 200, tried), source('gamma', 100, tried)],
  });
  render(<Harness runner={runner} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return tried;
}

describe('source order preference', () => {
  beforeEach(() => usePreferencesStore.setState({ ...defaultPreferences }));
  afterEach(cleanup);

  it('passes the order only while it is switched on', () => {
    expect(scrapeRunOptions({ enableSourceOrder: false, sourceOrder: ['b', 'a'] })).toEqual({});
    expect(scrapeRunOptions({ enableSourceOrder: true, sourceOrder: [] })).toEqual({});
    expect(scrapeRunOptions({ enableSourceOrder: true, sourceOrder: ['b', 'a'] })).toEqual({
      sourceOrder: ['b', 'a'],
    });
  });

  it('runs sources by rank while the order is off', async () => {
    usePreferencesStore.setState({ sourceOrder: ['gamma', 'beta'], enableSourceOrder: false });
    expect(await triedOrder()).toEqual(['alpha', 'beta', 'gamma']);
  });

  it("runs the viewer's sources first in their order, the rest after by rank", async () => {
    usePreferencesStore.setState({ sourceOrder: ['gamma', 'beta'], enableSourceOrder: true });
    expect(await triedOrder()).toEqual(['gamma', 'beta', 'alpha']);
  });

  it('ignores ids of sources that no longer exist', async () => {
    usePreferencesStore.setState({ sourceOrder: ['gone', 'beta'], enableSourceOrder: true });
    expect(await triedOrder()).toEqual(['beta', 'alpha', 'gamma']);
  });
});
