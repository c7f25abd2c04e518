import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OwnProxyClient, TOKEN_REFRESH_MARGIN_MS } from '../src/shared/clients/own-proxy.ts';
import { server } from './msw-server.ts';
import { serveOwnProxy } from './own-proxy-fake.ts';

const origin = () => location.origin;

describe('OwnProxyClient', () => {
  it('gets one token for concurrent requests and keeps it until shortly before it expires', async () => {
    let now = 1_800_000_000_000;
    const fake = serveOwnProxy({ lifetimeMs: 15 * 60 * 1000, serverNow: () => now });
    const client = new OwnProxyClient({ clock: () => now });
    expect(await Promise.all([client.token(), client.token()])).toEqual(['t1', 't1']);
    now += 15 * 60 * 1000 - TOKEN_REFRESH_MARGIN_MS - 1;
    expect(await client.token()).toBe('t1');
    now += 1;
    expect(await client.token()).toBe('t2');
    expect(fake.tokenRequests).toEqual([null, null]);
  });

  it('measures the expiry by the server’s clock, not this one', async () => {
    const serverTime = 1_800_000_000_000;
    // This machine's clock runs an hour behind the server's.
    let now = serverTime - 60 * 60 * 1000;
    serveOwnProxy({ lifetimeMs: 15 * 60 * 1000, serverNow: () => serverTime });
    const client = new OwnProxyClient({ clock: () => now });
    expect(await client.token()).toBe('t1');
    now += 14 * 60 * 1000;
    expect(await client.token()).toBe('t2');
  });

  it('builds proxied URLs: a short-lived one, and one bound to a media destination', async () => {
    const fake = serveOwnProxy();
    const client = new OwnProxyClient();
    const destination = 'https://cdn.example/film.mp4?a=1&b=2';
    const url = new URL(await client.url(destination));
    expect(`${url.origin}${url.pathname}`).toBe(`${origin()}/proxy/`);
    expect(url.searchParams.get('destination')).toBe(destination);
    expect(url.searchParams.get('token')).toBe('t1');
    const media = new URL(await client.mediaUrl(destination));
    expect(media.searchParams.get('destination')).toBe(destination);
    expect(media.searchParams.get('token')).toBe('t2-bound');
    expect(fake.tokenRequests).toEqual([null, destination]);
    const answer = await fetch(media.href);
    expect(answer.status).toBe(200);
  });

  it('sends provider requests through the proxy with the token and the workers’ header names', async () => {
    const fake = serveOwnProxy({
      answer: (destination) =>
        HttpResponse.json({ destination }, { headers: { 'content-type': 'application/json' } }),
    });
    const client = new OwnProxyClient();
    const response = await client.fetcher<{ destination: string }>('/api/search', {
      baseUrl: 'https://provider.example',
      query: { q: 'film' },
      headers: { referer: 'https://provider.example/', 'x-custom': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ destination: 'https://provider.example/api/search?q=film' });
    expect(response.finalUrl).toBe('https://provider.example/api/search?q=film');
    const [sent] = fake.proxied;
    expect(sent?.token).toBe('t1');
    expect(sent?.headers.get('x-referer')).toBe('https://provider.example/');
    expect(sent?.headers.get('x-custom')).toBe('1');
  });

  it('asks for a new token when the proxy refuses the held one or says it is used up', async () => {
    let refuse: 403 | 429 | null = 403;
    const fake = serveOwnProxy({
      answer: () => {
        if (refuse === null) return HttpResponse.json({ ok: true });
        const status = refuse;
        refuse = null;
        return HttpResponse.json({ errorType: 'message', message: 'no' }, { status });
      },
    });
    const client = new OwnProxyClient();
    // Refused (the address changed since the token was issued): a new token, asked again once.
    const first = await client.fetcher<{ ok: boolean }>('https://provider.example/a');
    expect(first.statusCode).toBe(200);
    expect(fake.proxied.map((r) => r.token)).toEqual(['t1', 't2']);
    // Used up: that answer stands, and the next request carries a new token.
    refuse = 429;
    expect((await client.fetcher('https://provider.example/b')).statusCode).toBe(429);
    await client.fetcher('https://provider.example/c');
    expect(fake.proxied.map((r) => r.token)).toEqual(['t1', 't2', 't2', 't3']);
  });

  it('says what the server answered when it refuses a token', async () => {
    server.use(
      http.get(`${origin()}/proxy/token`, () =>
        HttpResponse.json(
          {
            errorType: 'message',
            message: 'Proxy tokens are issued to this server’s own web app only',
          },
          { status: 403 },
        ),
      ),
    );
    await expect(new OwnProxyClient().token()).rejects.toThrow(/own web app only/);
  });
});
