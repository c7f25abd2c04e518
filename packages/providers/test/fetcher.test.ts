import { describe, expect, it } from 'vitest';
import { makeFullUrl, makeStandardFetcher, type FetchLike } from '../src/fetcher.ts';

type Seen = { url: string; init: RequestInit | undefined };

function fakeFetch(response: () => Response): { fetchFn: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetchFn: async (url, init) => {
      seen.push({ url, init });
      return response();
    },
  };
}

describe('makeFullUrl', () => {
  it('joins base URL, path and query', () => {
    expect(makeFullUrl('/a/b', { baseUrl: 'http://h/x/', query: { q: 'a b', n: '1' } })).toBe(
      'http://h/x/a/b?q=a+b&n=1',
    );
    expect(makeFullUrl('a?x=1', { query: { y: '2' } })).toBe('a?x=1&y=2');
  });
  it('leaves absolute URLs alone', () => {
    expect(makeFullUrl('https://other/p', { baseUrl: 'http://h' })).toBe('https://other/p');
  });
});

describe('makeStandardFetcher', () => {
  it('parses JSON answers and reports the status without throwing', async () => {
    const { fetchFn } = fakeFetch(
      () =>
        new Response('{"streams":[]}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const response = await makeStandardFetcher(fetchFn)('http://h/x');
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({ streams: [] });
    expect(response.finalUrl).toBe('http://h/x');
  });

  it('returns text for other answers, and for broken JSON', async () => {
    const text = await makeStandardFetcher(fakeFetch(() => new Response('hello')).fetchFn)('/x');
    expect(text.body).toBe('hello');
    const broken = await makeStandardFetcher(
      fakeFetch(() => new Response('{', { headers: { 'content-type': 'application/json' } }))
        .fetchFn,
    )('/x');
    expect(broken.body).toBe('{');
  });

  it('sends method, headers, JSON body and signal', async () => {
    const { fetchFn, seen } = fakeFetch(() => new Response(''));
    const controller = new AbortController();
    await makeStandardFetcher(fetchFn)('/p', {
      method: 'POST',
      baseUrl: 'http://h',
      query: { a: '1' },
      headers: { authorization: 'x' },
      body: { hello: 'world' },
      signal: controller.signal,
    });
    expect(seen[0]?.url).toBe('http://h/p?a=1');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      headers: { authorization: 'x', 'content-type': 'application/json' },
      body: '{"hello":"world"}',
      signal: controller.signal,
    });
  });

  it('sends form bodies untouched', async () => {
    const { fetchFn, seen } = fakeFetch(() => new Response(''));
    const form = new URLSearchParams({ a: '1' });
    await makeStandardFetcher(fetchFn)('/p', { method: 'POST', body: form });
    expect(seen[0]?.init?.body).toBe(form);
    expect(seen[0]?.init?.headers).toEqual({});
  });

  it('works with the real fetch of this runtime', async () => {
    const fetcher = makeStandardFetcher((url, init) => fetch(url, init));
    const response = await fetcher<string>('data:text/plain,hi');
    expect(response).toMatchObject({ statusCode: 200, body: 'hi' });
  });
});
