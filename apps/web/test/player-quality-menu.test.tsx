import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { QualityMenu } from '../src/features/player/components/QualityMenu.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import type { DisplayInterface } from '../src/features/player/display.ts';
import { fakeDisplay } from './player-display-fake.ts';
import { useQualityStore } from '../src/shared/stores/quality.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

describe('quality menu', () => {
  let display: DisplayInterface;

  beforeEach(() => {
    localStorage.clear();
    useQualityStore.setState({ automaticQuality: true, lastChosenQuality: null });
    player.store.getState().reset();
    display = fakeDisplay();
    player.attachDisplay(display);
    player.store.getState().setQualities(['1080', '720', '480']);
    player.store.getState().openSettings('/quality');
  });
  afterEach(cleanup);

  it('lists the stream qualities with automatic on by default', () => {
    render(<QualityMenu />);
    expect(screen.getByTestId('quality-1080').textContent).toContain('1080p');
    expect(screen.getByTestId('quality-480')).toBeInTheDocument();
    expect(screen.getByTestId('quality-automatic')).toBeChecked();
  });

  it('choosing a quality turns automatic off, remembers it, switches and closes the menu', () => {
    render(<SettingsOverlay sourceName="Library" />);
    fireEvent.click(screen.getByTestId('quality-480'));
    expect(useQualityStore.getState()).toMatchObject({
      automaticQuality: false,
      lastChosenQuality: '480',
    });
    expect(display.changeQuality).toHaveBeenCalledWith({
      automaticQuality: false,
      lastChosenQuality: '480',
    });
    expect(player.store.getState().settingsRoute).toBeNull();
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('__MW::quality') ?? '{}').state).toEqual({
      automaticQuality: false,
      lastChosenQuality: '480',
    });
  });

  it('toggling automatic back on re-enables automatic quality and keeps the menu open', () => {
    useQualityStore.setState({ automaticQuality: false, lastChosenQuality: '720' });
    act(() => player.store.getState().setCurrentQuality('720'));
    render(<QualityMenu />);
    expect(screen.getByTestId('quality-720')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('quality-automatic'));
    expect(useQualityStore.getState().automaticQuality).toBe(true);
    expect(display.changeQuality).toHaveBeenCalledWith({
      automaticQuality: true,
      lastChosenQuality: '720',
    });
    expect(player.store.getState().settingsRoute).toBe('/quality');
  });
});

describe('settings overlay', () => {
  beforeEach(() => {
    player.store.getState().reset();
    player.store.getState().openSettings('/');
  });
  afterEach(cleanup);

  it('takes focus, keeps Tab inside and closes on Escape', () => {
    render(<SettingsOverlay sourceName="Library" />);
    const overlay = screen.getByTestId('settings-overlay');
    expect(overlay.contains(document.activeElement)).toBe(true);
    const buttons = [...overlay.querySelectorAll('button')];
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(overlay, { key: 'Tab' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(overlay, { key: 'Escape' });
    expect(player.store.getState().settingsRoute).toBeNull();
  });
});
