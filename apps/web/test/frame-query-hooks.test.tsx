import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissalKey, useOneTimeModal } from '../src/shared/hooks/useOneTimeModal.ts';
import { useOverlayRoute, withOverlayRoute } from '../src/shared/hooks/useOverlayRoute.ts';

function renderHook<T>(hook: () => T, path = '/') {
  const result: { current: T | null } = { current: null };
  function Probe() {
    result.current = hook();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { result: result as { current: T }, router };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('overlay route (r)', () => {
  it('sets and clears the parameter, keeping the rest of the query', () => {
    const next = withOverlayRoute(new URLSearchParams('a=1'), '/settings');
    expect(next.toString()).toBe('a=1&r=%2Fsettings');
    expect(withOverlayRoute(next, null).toString()).toBe('a=1');
  });

  it('records each transition', () => {
    const { result, router } = renderHook(() => useOverlayRoute(), '/media/x?r=%2Fsource');
    expect(result.current.route).toBe('/source');
    act(() => result.current.navigate('/captions'));
    expect(router.state.location.search).toBe('?r=%2Fcaptions');
    expect(result.current.transition).toEqual({ from: '/source', to: '/captions' });
    act(() => result.current.close());
    expect(result.current.route).toBeNull();
    expect(result.current.transition).toEqual({ from: '/captions', to: null });
  });
});

describe('one-time modal (m)', () => {
  it('opens through the parameter and never again once dismissed', () => {
    const { result, router } = renderHook(() => useOneTimeModal('welcome'));
    expect(result.current.isOpen).toBe(false);
    act(() => void result.current.show());
    expect(router.state.location.search).toBe('?m=welcome');
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.hide());
    expect(result.current.isOpen).toBe(false);
    expect(localStorage.getItem(dismissalKey('welcome'))).toBe('1');
    let shown = true;
    act(() => {
      shown = result.current.show();
    });
    expect(shown).toBe(false);
    expect(result.current.isOpen).toBe(false);
  });

  it('lets ordinary modals open again', () => {
    const { result } = renderHook(() => useOneTimeModal('share', { oneTime: false }));
    act(() => void result.current.show());
    act(() => result.current.hide());
    act(() => void result.current.show());
    expect(result.current.isOpen).toBe(true);
    expect(localStorage.getItem(dismissalKey('share'))).toBeNull();
  });
});
