import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import {
  backendOverrideFor,
  BackendUrlSetting,
} from '../src/features/settings/connections/BackendUrlSetting.tsx';
import {
  checkProxyEntry,
  withoutProxyEntry,
} from '../src/features/settings/connections/proxy-workers.ts';
import { ProxyWorkersSetting } from '../src/features/settings/connections/ProxyWorkersSetting.tsx';
import { setupKind } from '../src/features/settings/connections/setup-kind.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';

describe('proxy worker entries', () => {
  it('accepts plain URLs and typed entries', () => {
    expect(checkProxyEntry(' https://a.example ', [])).toEqual({
      ok: true,
      entry: 'https://a.example',
    });
    expect(checkProxyEntry('|type=api|https://b.example', [])).toEqual({
      ok: true,
      entry: '|type=api|https://b.example',
    });
    expect(checkProxyEntry('|type=proxy|https://c.example', [])).toEqual({
      ok: true,
      entry: 'https://c.example',
    });
  });

  it('refuses URLs not starting with http, unknown types and duplicates', () => {
    expect(checkProxyEntry('ftp://a.example', [])).toEqual({ ok: false, error: 'invalidUrl' });
    expect(checkProxyEntry('|type=api|a.example', [])).toEqual({ ok: false, error: 'invalidUrl' });
    expect(checkProxyEntry('|type=socks|https://a.example', [])).toEqual({
      ok: false,
      error: 'invalidType',
    });
    expect(checkProxyEntry('https://a.example', ['https://a.example'])).toEqual({
      ok: false,
      error: 'duplicate',
    });
  });

  it('stores null once the last entry is removed', () => {
    expect(withoutProxyEntry(['a', 'b'], 0)).toEqual(['b']);
    expect(withoutProxyEntry(['a'], 0)).toBeNull();
  });

  it('names the setup in use', () => {
    expect(setupKind('success', ['https://a.example'])).toBe('extension');
    expect(setupKind('unknown', ['https://a.example'])).toBe('proxy');
    expect(setupKind('outdated', [])).toBe('default');
    expect(setupKind('loading', null)).toBe('default');
  });
});

describe('connection settings', () => {
  afterEach(cleanup);
  beforeEach(() => {
    useAuthStore.setState({ backendUrl: null, proxySet: null });
  });

  it('adds a valid worker and says "Not a valid URL" for an invalid one', () => {
    render(<ProxyWorkersSetting />);
    const input = screen.getByLabelText('Proxy worker address');
    fireEvent.input(input, { target: { value: 'worker.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Not a valid URL');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(useAuthStore.getState().proxySet).toBeNull();

    fireEvent.input(input, { target: { value: '|type=api|https://worker.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(useAuthStore.getState().proxySet).toEqual(['|type=api|https://worker.example.com']);
    expect(screen.getByRole('list', { name: 'Your proxy workers' }).textContent).toContain(
      'https://worker.example.com',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove https://worker.example.com' }));
    expect(useAuthStore.getState().proxySet).toBeNull();
  });

  it('saves a custom server and resets it to the site server', () => {
    render(<BackendUrlSetting />);
    const input = screen.getByLabelText('Server address');
    fireEvent.input(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Not a valid URL');
    expect(useAuthStore.getState().backendUrl).toBeNull();

    fireEvent.input(input, { target: { value: 'https://sync.example.com/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(useAuthStore.getState().backendUrl).toBe('https://sync.example.com');

    fireEvent.click(screen.getByRole('button', { name: "Use this site's server" }));
    expect(useAuthStore.getState().backendUrl).toBeNull();
  });

  it('maps typed text to the stored override', () => {
    expect(backendOverrideFor('  ')).toEqual({ ok: true, url: null });
    expect(backendOverrideFor('http://x.example//')).toEqual({ ok: true, url: 'http://x.example' });
    expect(backendOverrideFor('x.example')).toEqual({ ok: false });
  });
});
