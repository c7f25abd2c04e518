import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import {
  followLowPerformanceMode,
  prefersReducedMotion,
  REDUCED_MOTION_ATTRIBUTE,
} from '../src/shared/a11y/reduced-motion.ts';
import { DetailsButton } from '../src/features/player/components/DetailsButton.tsx';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { player, render } from './test-player.tsx';

/** A system setting for reduced motion, as matchMedia answers it. */
function systemReducesMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })),
  );
}

describe('low performance mode', () => {
  beforeEach(() => {
    usePreferencesStore.setState({ enableLowPerformanceMode: false });
    player.store.getState().reset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("leaves the details button out of the player's top bar", () => {
    player.store.getState().setMeta({
      type: 'movie',
      tmdbId: '45745',
      title: 'Sintel',
      releaseYear: 2010,
    });
    render(
      <MemoryRouter>
        <DetailsButton />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /Sintel/ })).toBeInTheDocument();
    act(() => usePreferencesStore.setState({ enableLowPerformanceMode: true }));
    expect(screen.queryByRole('button', { name: /Sintel/ })).not.toBeInTheDocument();
  });

  it('marks the page for reduced motion while it is on', () => {
    const root = document.createElement('html');
    const stop = followLowPerformanceMode(root);
    expect(root.hasAttribute(REDUCED_MOTION_ATTRIBUTE)).toBe(false);
    usePreferencesStore.getState().setPreference('enableLowPerformanceMode', true);
    expect(root.hasAttribute(REDUCED_MOTION_ATTRIBUTE)).toBe(true);
    usePreferencesStore.getState().setPreference('enableLowPerformanceMode', false);
    expect(root.hasAttribute(REDUCED_MOTION_ATTRIBUTE)).toBe(false);
    stop();
    usePreferencesStore.getState().setPreference('enableLowPerformanceMode', true);
    expect(root.hasAttribute(REDUCED_MOTION_ATTRIBUTE)).toBe(false);
  });

  it('counts as a wish for reduced motion, as the system setting does', () => {
    systemReducesMotion(false);
    expect(prefersReducedMotion()).toBe(false);
    usePreferencesStore.setState({ enableLowPerformanceMode: true });
    expect(prefersReducedMotion()).toBe(true);
    usePreferencesStore.setState({ enableLowPerformanceMode: false });
    systemReducesMotion(true);
    expect(prefersReducedMotion()).toBe(true);
  });
});
