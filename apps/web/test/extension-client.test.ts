import type { Stream } from '@screenroom/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeExtensionFetcher,
  prepareStream,
  sendExtensionMessage,
  STREAM_RULE_ID,
} from '../src/shared/clients/extension.ts';
import { extensionActive } from '../src/shared/extension/extension-status.ts';
import { installExtensionFake, type ExtensionFake } from './extension-fake.ts';

const ok = { success: true, version: '1.1.0', allowed: true, hasPermission: true };

describe('the extension client', () => {
  let fake: ExtensionFake | undefined;
  afterEach(() => fake?.remove());

  it('fetches through makeRequest with the providers’ options', async () => {
    fake = installExtensionFake({
      makeRequest: () => ({
        success: true,
        response: {
          statusCode: 404,
          headers: { 'content-type': 'application/json', 'x-total': '3' },
          finalUrl: 'https://s.example/api/find?id=1',
          body: { error: 'none' },
        },
      }),
    });
    const fetcher = makeExtensionFetcher();
    const answer = await fetcher<{ error: string }>('find', {
      baseUrl: 'https://s.example/api',
      query: { id: '1' },
      method: 'POST',
      headers: { referer: 'https://r.example/' },
      body: new URLSearchParams({ a: '1' }),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ error: 'none' });
    expect(answer.headers.get('x-total')).toBe('3');
    expect(answer.finalUrl).toBe('https://s.example/api/find?id=1');
    expect(fake.sent).toEqual([
      {
        name: 'makeRequest',
        body: {
          url: 'find',
          method: 'POST',
          baseUrl: 'https://s.example/api',
          query: { id: '1' },
          headers: { referer: 'https://r.example/' },
          body: [['a', '1']],
          bodyType: 'URLSearchParams',
        },
      },
    ]);
  });

  it('sends form data as text pairs and objects as they are', async () => {
    fake = installExtensionFake({
      makeRequest: () => ({
        success: true,
        response: { statusCode: 200, headers: {}, finalUrl: 'x', body: '' },
      }),
    });
    const form = new FormData();
    form.append('q', 'sintel');
    await makeExtensionFetcher()('https://s.example/', { method: 'POST', body: form });
    await makeExtensionFetcher()('https://s.example/', { method: 'POST', body: { q: 'sintel' } });
    expect(fake.sent.map((message) => message.body)).toMatchObject([
      { body: [['q', 'sintel']], bodyType: 'FormData' },
      { body: { q: 'sintel' }, bodyType: 'object' },
    ]);
  });

  it('throws with the extension’s reason when it refuses', async () => {
    fake = installExtensionFake({
      makeRequest: () => ({ success: false, error: 'The destination is a loopback address' }),
    });
    await expect(makeExtensionFetcher()('http://127.0.0.1/')).rejects.toThrow(/loopback/);
  });

  it('stops waiting when the request is aborted', async () => {
    fake = installExtensionFake({});
    const controller = new AbortController();
    const pending = makeExtensionFetcher()('https://s.example/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
  });

  it('reads a malformed answer as no answer', async () => {
    fake = installExtensionFake({ openPage: () => ({ ok: 1 }) }, { unchecked: true });
    await expect(
      sendExtensionMessage('openPage', { page: 'options' }, { timeoutMs: 200 }),
    ).resolves.toBeNull();
  });

  it('prepares a stream with headers for its hosts, and skips one without', async () => {
    fake = installExtensionFake({ prepareStream: () => ({ success: true }) });
    const hls: Stream = {
      id: 'a',
      type: 'hls',
      playlist: 'https://cdn.example:8443/master.m3u8',
      headers: { referer: 'https://site.example/' },
      preferredHeaders: { origin: 'https://site.example' },
      captions: [],
      flags: [],
    };
    await expect(prepareStream(hls)).resolves.toBe(true);
    await expect(prepareStream({ ...hls, headers: {}, preferredHeaders: {} })).resolves.toBe(true);
    expect(fake.sent).toEqual([
      {
        name: 'prepareStream',
        body: {
          ruleId: STREAM_RULE_ID,
          targetDomains: ['cdn.example'],
          requestHeaders: { referer: 'https://site.example/', origin: 'https://site.example' },
          responseHeaders: { 'access-control-allow-origin': window.location.origin },
        },
      },
    ]);
  });

  it('is active only when hello succeeds with a fitting version and permission', async () => {
    await expect(extensionActive(async () => ok)).resolves.toBe(true);
    await expect(extensionActive(async () => ({ ...ok, version: '2.0.0' }))).resolves.toBe(false);
    await expect(extensionActive(async () => ({ ...ok, hasPermission: false }))).resolves.toBe(
      false,
    );
    await expect(extensionActive(async () => null)).resolves.toBe(false);
  });
});
