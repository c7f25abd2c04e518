import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { moveItem, orderedSources } from '../src/features/settings/preferences/source-order.ts';
import { SourceOrderSetting } from '../src/features/settings/preferences/SourceOrderSetting.tsx';
import { defaultPreferences, usePreferencesStore } from '../src/shared/stores/preferences.ts';

const sources = [
  { id: 'library', name: 'Library' },
  { id: 'archive', name: 'Internet Archive' },
  { id: 'jellyfin', name: 'Jellyfin' },
];

describe('source order rules', () => {
  it('puts the viewer order first, then new sources, and drops unknown ids', () => {
    expect(orderedSources(sources, ['jellyfin', 'gone']).map((s) => s.id)).toEqual([
      'jellyfin',
      'library',
      'archive',
    ]);
  });

  it('moves an item within the bounds of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('source order setting', () => {
  beforeEach(() => {
    usePreferencesStore.setState({ ...defaultPreferences, sourceOrder: [] });
  });
  afterEach(cleanup);

  const names = () =>
    within(screen.getByRole('list', { name: 'Sources, in the order they are tried' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');

  it('reorders with the move buttons and announces the move', () => {
    render(<SourceOrderSetting sources={sources} />);
    expect(screen.getByRole('button', { name: 'Move Library up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Library down' }));
    expect(usePreferencesStore.getState().sourceOrder).toEqual(['archive', 'library', 'jellyfin']);
    expect(names()[1]).toContain('Library');
    expect(screen.getByRole('status').textContent).toBe('Library moved to position 2 of 3');
  });

  it('keeps focus on the moved source for the next key press', async () => {
    render(<SourceOrderSetting sources={sources} />);
    const down = screen.getByRole('button', { name: 'Move Library down' });
    act(() => down.focus());
    fireEvent.click(down);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toHaveAttribute('aria-label', 'Move Library down');
  });

  it('reorders by drag and drop', () => {
    render(<SourceOrderSetting sources={sources} />);
    const items = screen.getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(items[2] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(items[0] as HTMLElement, { dataTransfer });
    fireEvent.drop(items[0] as HTMLElement, { dataTransfer });
    expect(usePreferencesStore.getState().sourceOrder).toEqual(['jellyfin', 'library', 'archive']);
  });

  it('has a switch for using the order', () => {
    render(<SourceOrderSetting sources={sources} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Use my source order' }));
    expect(usePreferencesStore.getState().enableSourceOrder).toBe(true);
  });
});
