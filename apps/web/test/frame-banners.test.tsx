import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdBanner } from '../src/shared/banners/AdBanner.tsx';
import { adDismissalCookie, isAdDismissed } from '../src/shared/banners/ad-dismissal.ts';
import { DowntimeNotice } from '../src/shared/banners/DowntimeNotice.tsx';
import { OFFLINE_DISMISSED_KEY, OfflineBanner } from '../src/shared/banners/OfflineBanner.tsx';
import {
  applyIgnore,
  applyShow,
  totalBannerHeight,
  useBannerStore,
} from '../src/shared/stores/banner.ts';
import { useConnectivityStore } from '../src/shared/stores/connectivity.ts';
import '../src/shared/i18n/i18n.ts';

beforeEach(() => {
  useBannerStore.setState({ banners: [], ignoredBannerIds: [] });
  sessionStorage.clear();
  document.cookie = 'adDismissed=; max-age=0; path=/';
});
afterEach(() => {
  cleanup();
  act(() => useConnectivityStore.getState().setOnline(true));
});

describe('banner store', () => {
  it('shows each id once, hides it, and never shows an ignored id again', () => {
    const { showBanner, hideBanner, ignoreBanner } = useBannerStore.getState();
    showBanner('a', 40);
    showBanner('a', 40);
    showBanner('b', 20);
    expect(useBannerStore.getState().banners).toEqual([
      { id: 'a', height: 40 },
      { id: 'b', height: 20 },
    ]);
    expect(totalBannerHeight(useBannerStore.getState().banners)).toBe(60);
    hideBanner('b');
    showBanner('b', 20);
    expect(useBannerStore.getState().banners.map((b) => b.id)).toEqual(['a', 'b']);
    ignoreBanner('a');
    showBanner('a', 40);
    expect(useBannerStore.getState().banners.map((b) => b.id)).toEqual(['b']);
  });

  it('is pure underneath', () => {
    const ignored = applyIgnore({ banners: [{ id: 'x', height: 1 }], ignoredBannerIds: [] }, 'x');
    expect(ignored).toEqual({ banners: [], ignoredBannerIds: ['x'] });
    expect(applyShow(ignored, 'x', 1)).toBe(ignored);
  });
});

describe('offline banner', () => {
  it('appears while offline and registers with the banner store', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText('Check your internet connection')).not.toBeInTheDocument();
    act(() => useConnectivityStore.getState().setOnline(false));
    expect(screen.getByText('Check your internet connection')).toBeInTheDocument();
    expect(useBannerStore.getState().banners.map((b) => b.id)).toEqual(['offline']);
    act(() => useConnectivityStore.getState().setOnline(true));
    expect(screen.queryByText('Check your internet connection')).not.toBeInTheDocument();
    expect(useBannerStore.getState().banners).toEqual([]);
  });

  it('stays dismissed for the session', () => {
    act(() => useConnectivityStore.getState().setOnline(false));
    render(<OfflineBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Check your internet connection')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(OFFLINE_DISMISSED_KEY)).toBe('1');
    cleanup();
    useBannerStore.setState({ banners: [], ignoredBannerIds: [] });
    render(<OfflineBanner />);
    expect(screen.queryByText('Check your internet connection')).not.toBeInTheDocument();
  });
});

describe('downtime notice', () => {
  it('is switched off unless enabled', () => {
    render(<DowntimeNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    render(<DowntimeNotice enabled />);
    expect(screen.getByRole('status').textContent).toMatch(/March 31/);
  });
});

describe('ad banner', () => {
  it('shows nothing unless configuration turns it on', () => {
    render(<AdBanner enabled={false} urls={['https://ads.example/a']} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows up to two slots and stays away for 2 days once dismissed', () => {
    render(
      <AdBanner
        enabled
        urls={['https://ads.example/a', 'https://ads.example/b', 'https://ads.example/c']}
      />,
    );
    expect(screen.getAllByTitle(/Sponsored content/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(isAdDismissed(document.cookie)).toBe(true);
    expect(adDismissalCookie()).toContain(`max-age=${2 * 24 * 60 * 60}`);
    cleanup();
    render(<AdBanner enabled urls={['https://ads.example/a']} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('ignored banners', () => {
  it('stay ignored after a reload', async () => {
    localStorage.removeItem('__MW::banners');
    useBannerStore.getState().ignoreBanner('promo');
    expect(JSON.parse(localStorage.getItem('__MW::banners') as string)).toMatchObject({
      state: { ignoredBannerIds: ['promo'] },
    });
    // A reload starts from an empty store and reads the stored entry back.
    const stored = localStorage.getItem('__MW::banners') as string;
    useBannerStore.setState({ banners: [], ignoredBannerIds: [] });
    localStorage.setItem('__MW::banners', stored);
    await useBannerStore.persist.rehydrate();
    expect(useBannerStore.getState().ignoredBannerIds).toEqual(['promo']);
    useBannerStore.getState().showBanner('promo', 30);
    expect(useBannerStore.getState().banners).toEqual([]);
  });

  it('does not store which banners are on screen, nor a dismissed offline banner', () => {
    localStorage.removeItem('__MW::banners');
    act(() => useConnectivityStore.getState().setOnline(false));
    render(<OfflineBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    const stored = localStorage.getItem('__MW::banners');
    expect(stored === null ? [] : JSON.parse(stored).state.ignoredBannerIds).toEqual([]);
    expect(stored ?? '').not.toContain('height');
  });
});
