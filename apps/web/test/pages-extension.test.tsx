import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserKind } from '../src/components/onboarding/browser-kind.ts';
import { sendHello, type HelloAnswer } from '../src/components/onboarding/extension-hello.ts';
import { extensionStatus } from '../src/components/onboarding/extension-status.ts';
import { onboardingRoutes } from '../src/routes/onboarding-routes.tsx';
import { useOnboardingStore } from '../src/stores/onboarding.ts';
import { renderRoutes } from './pages-render.tsx';

const good: HelloAnswer = { success: true, version: '1.1.0', allowed: true, hasPermission: true };

/** Plays the extension's content script: answers hello messages the way its relay does. */
function installFakeExtension(answer: () => HelloAnswer) {
  const relay = (event: MessageEvent) => {
    const data = event.data as { name?: string; instanceId?: string; relayed?: boolean };
    if (data?.name !== 'hello' || data.relayed) return;
    // jsdom leaves source and origin empty on postMessage; a browser fills them in like this.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { name: 'hello', instanceId: data.instanceId, relayed: true, body: answer() },
        source: window,
        origin: window.location.origin,
      }),
    );
  };
  window.addEventListener('message', relay);
  return () => window.removeEventListener('message', relay);
}

describe('extensionStatus', () => {
  it('maps the hello answer to the documents’ statuses in order', () => {
    expect(extensionStatus(null)).toBe('unknown');
    expect(extensionStatus({ ...good, success: false })).toBe('failed');
    expect(extensionStatus({ ...good, allowed: false, hasPermission: false })).toBe('disallowed');
    expect(extensionStatus({ ...good, hasPermission: false })).toBe('noperms');
    expect(extensionStatus({ ...good, version: '1.0.1' })).toBe('outdated');
    expect(extensionStatus({ ...good, version: '2.0.0' })).toBe('outdated');
    expect(extensionStatus(good)).toBe('success');
  });
});

describe('browserKind', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 0, 'firefox'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 0, 'chrome'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', 0, 'unknown'],
  ] as const)('%s → %s', (ua, touch, kind) => {
    expect(browserKind(ua, touch)).toBe(kind);
  });
});

describe('sendHello', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the relayed answer of this request', async () => {
    const remove = installFakeExtension(() => good);
    await expect(sendHello(window, 500)).resolves.toEqual(good);
    remove();
  });

  it('resolves null when nothing answers within the timeout', async () => {
    await expect(sendHello(window, 30)).resolves.toBeNull();
  });
});

describe('onboarding extension page', () => {
  let remove = () => {};
  beforeEach(() => useOnboardingStore.setState({ completed: false }));
  afterEach(() => {
    remove();
    cleanup();
  });

  it('keeps the submit button disabled until the extension reports success', async () => {
    let answer: HelloAnswer = { ...good, hasPermission: false };
    remove = installFakeExtension(() => answer);
    const { router } = renderRoutes(onboardingRoutes, '/onboarding/extension?redirect=%2Fabout');
    const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Finish setup' });
    expect(submit).toBeDisabled();
    await screen.findByText('Extension permission missing');
    answer = good;
    // The page asks again every second.
    await screen.findByText('The extension is working');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(useOnboardingStore.getState().completed).toBe(true);
  });

  it('says so when no extension answers', async () => {
    renderRoutes(onboardingRoutes, '/onboarding/extension');
    expect((await screen.findByRole('status')).textContent).toContain('Looking for the extension');
    await screen.findByText('Extension not found');
  });
});
