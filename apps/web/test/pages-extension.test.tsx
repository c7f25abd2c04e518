import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserKind } from '../src/features/onboarding/browser-kind.ts';
import { sendHello, type HelloAnswer } from '../src/shared/extension/extension-hello.ts';
import { extensionStatus } from '../src/shared/extension/extension-status.ts';
import { onboardingRoutes } from '../src/app/routes/onboarding-routes.tsx';
import { useOnboardingStore } from '../src/shared/stores/onboarding.ts';
import { renderRoutes } from './pages-render.tsx';
import { http, HttpResponse } from 'msw';
import { extensionInfoSchema, type ExtensionInfo } from '@screenroom/core';
import { server } from './msw-server.ts';

/**
 * Our server's `/extension/info`, checked against core's schema so the fake cannot answer what
 * the server would not; counts the requests.
 */
function serveExtensionInfo(info: ExtensionInfo): { requests: number } {
  const seen = { requests: 0 };
  server.use(
    http.get(`${location.origin}/extension/info`, () => {
      seen.requests += 1;
      return HttpResponse.json(extensionInfoSchema.parse(info));
    }),
  );
  return seen;
}

const built = (origins: string[]): ExtensionInfo => ({
  available: true,
  version: '1.1.0',
  origins,
  fileName: 'screenroom-extension-1.1.0.zip',
  downloadUrl: '/extension/screenroom-extension.zip',
});

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
  it('maps the hello answer to the first status that applies', () => {
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
  beforeEach(() => {
    useOnboardingStore.setState({ completed: false });
    serveExtensionInfo({ available: false });
  });
  afterEach(() => {
    remove();
    cleanup();
    vi.unstubAllGlobals();
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

  it('offers this server’s build with the steps that load it, for this page’s address', async () => {
    serveExtensionInfo(built(['http://localhost:8080', location.origin]));
    renderRoutes(onboardingRoutes, '/onboarding/extension');
    const link = await screen.findByRole('link', {
      name: 'Download the extension (version 1.1.0)',
    });
    expect(link).toHaveAttribute('href', '/extension/screenroom-extension.zip');
    expect(link).toHaveAttribute('download', 'screenroom-extension-1.1.0.zip');
    expect(screen.getByText(/^Unzip screenroom-extension-1\.1\.0\.zip\./)).toBeInTheDocument();
    expect(screen.getByText(/turn on Developer mode/)).toBeInTheDocument();
    expect(screen.getByText(/^Choose Load unpacked/)).toBeInTheDocument();
    expect(
      screen.getByText(
        `This build answers Screenroom pages at: http://localhost:8080, ${location.origin}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("This page's address is one of them.")).toBeInTheDocument();
    expect(screen.queryByText(/SCREENROOM_EXTENSION_ORIGINS/)).not.toBeInTheDocument();
  });

  it('says what to do when the build does not answer this page’s address', async () => {
    serveExtensionInfo(built(['http://localhost:8080']));
    renderRoutes(onboardingRoutes, '/onboarding/extension');
    await screen.findByText(new RegExp(`This page's address, ${location.origin}, is not\\.`));
    expect(screen.getByText(/extension's options page/)).toBeInTheDocument();
    expect(
      screen.getByText(
        `SCREENROOM_EXTENSION_ORIGINS=${location.origin} npm run build -w apps/extension`,
      ),
    ).toBeInTheDocument();
  });

  it('offers no download when this server has no build, and says how to get one', async () => {
    renderRoutes(onboardingRoutes, '/onboarding/extension');
    await screen.findByText(/This server has no build of the extension to offer/);
    expect(screen.queryByRole('link', { name: /Download the extension/ })).not.toBeInTheDocument();
  });

  it('tells Firefox plainly there is no add-on and leads to the proxy step instead', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      maxTouchPoints: 0,
    });
    const info = serveExtensionInfo(built([location.origin]));
    renderRoutes(onboardingRoutes, '/onboarding/extension?redirect=%2Fabout');
    await screen.findByText(/there is no Firefox add-on/);
    expect(screen.getByRole('link', { name: 'Set up a proxy instead' })).toHaveAttribute(
      'href',
      '/onboarding/proxy?redirect=%2Fabout',
    );
    expect(screen.queryByRole('link', { name: /Download the extension/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish setup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(info.requests).toBe(0);
  });
});
