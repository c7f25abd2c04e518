import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildExtension, type ExtensionBuildOptions } from '../apps/extension/build.ts';
import { CHROMIUM_PATH, NO_INTERNET_ARGS } from './browser.ts';
import { watchCspViolations } from './console-errors.ts';

export interface ExtensionBrowser {
  context: BrowserContext;
  /** `chrome-extension://{id}`, where its own pages live. */
  extensionOrigin: string;
  stop(): Promise<void>;
}

/**
 * Builds the extension for this run's addresses and opens Chromium with it loaded unpacked
 * (extensions need a persistent profile); resolves once its service worker runs.
 */
export async function launchWithExtension(
  options: Omit<ExtensionBuildOptions, 'outDir'>,
): Promise<ExtensionBrowser> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'screenroom-extension-'));
  const dir = await buildExtension({ ...options, outDir: path.join(work, 'extension') });
  const context = await chromium.launchPersistentContext(path.join(work, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // As every other browser of these tests: a test checks that a stream plays, not the policy.
      '--autoplay-policy=no-user-gesture-required',
      ...NO_INTERNET_ARGS,
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
    ],
  });
  watchCspViolations(context);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return {
    context,
    // Node's URL gives no origin for the chrome-extension scheme.
    extensionOrigin: worker.url().split('/').slice(0, 3).join('/'),
    async stop() {
      await context.close();
      await fs.rm(work, { recursive: true, force: true });
    },
  };
}

export interface SeenRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface RecordingServer {
  origin: string;
  port: number;
  seen: SeenRequest[];
  stop(): Promise<void>;
}

/** A local HTTP server that records every request and answers with `answer`. */
export async function startRecordingServer(
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<RecordingServer> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '/', headers: request.headers });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    seen,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends one message the way the web app does (window.postMessage to the content-script relay)
 * and resolves with the relayed answer, or null when none comes within `timeoutMs`.
 */
export function sendFromPage(
  page: Page,
  name: string,
  body: unknown,
  timeoutMs = 5_000,
): Promise<unknown> {
  return page.evaluate(
    ({ name, body, timeoutMs }) =>
      new Promise<unknown>((resolve) => {
        const instanceId = `${Date.now()}-${Math.random()}`;
        const timer = setTimeout(() => resolve(null), timeoutMs);
        window.addEventListener('message', (event: MessageEvent) => {
          const data = event.data as { name?: string; instanceId?: string; relayed?: boolean };
          if (data?.name !== name || data.instanceId !== instanceId || data.relayed !== true)
            return;
          clearTimeout(timer);
          resolve((data as { body?: unknown }).body);
        });
        window.postMessage({ name, instanceId, body }, window.location.origin);
      }),
    { name, body, timeoutMs },
  );
}
