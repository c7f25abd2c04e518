import { watchRegionOf } from '@screenroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDiscoverOptions } from '../src/features/browse/discover/hooks/useDiscoverOptions.ts';
import { fetchMoreTitlesPage } from '../src/features/browse/discover/more/more-titles.ts';
import { useRegionStore } from '../src/shared/stores/region.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

const emptyPage = { page: 1, results: [], total_pages: 1, total_results: 0 };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('watch region of the provider rows', () => {
  afterEach(() => {
    cleanup();
    useRegionStore.setState({ region: 'unknown', userPicked: false, lastChecked: null });
  });

  it("is the country of the region's centre, the default US while unknown", () => {
    expect(watchRegionOf('us-east')).toBe('US');
    expect(watchRegionOf('us-west')).toBe('US');
    expect(watchRegionOf('south')).toBe('BR');
    expect(watchRegionOf('asia')).toBe('AU');
    expect(watchRegionOf('europe')).toBe('GB');
    expect(watchRegionOf('unknown')).toBe('US');
  });

  it('follows the region picked on the admin page into the provider list request', async () => {
    const database = serveMovieDatabase((path) =>
      path.startsWith('watch/providers/') ? { results: [] } : undefined,
    );
    useRegionStore.getState().setRegion('europe', true, 1);
    const { result, rerender } = renderHook(() => useDiscoverOptions('provider', 'movie'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(database.urls.at(-1)!.searchParams.get('watch_region')).toBe('GB');

    useRegionStore.getState().setRegion('south', true, 2);
    rerender();
    await waitFor(() => expect(database.urls.at(-1)!.searchParams.get('watch_region')).toBe('BR'));
  });

  it("asks for a service's titles in the given region", async () => {
    const database = serveMovieDatabase(() => emptyPage);
    await fetchMoreTitlesPage({ contentType: 'provider', mediaType: 'tv', id: '8' }, 1, {
      watchRegion: 'AU',
    });
    const asked = database.urls[0]!;
    expect(asked.pathname).toMatch(/\/discover\/tv$/);
    expect(asked.searchParams.get('with_watch_providers')).toBe('8');
    expect(asked.searchParams.get('watch_region')).toBe('AU');
  });
});
