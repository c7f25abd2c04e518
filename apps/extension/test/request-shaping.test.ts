import type { DestinationPolicy } from '@screenroom/core';
import { makeRequestSchema } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { answerBody, answerHeaders, fullUrl, shapeRequest } from '../src/request-shaping.ts';

const policy: DestinationPolicy = {
  allowedHosts: [{ host: '127.0.0.1', port: 8080 }],
  allowedPorts: [],
};

const parse = (body: unknown) => makeRequestSchema.parse(body);

describe('shapeRequest', () => {
  it('joins baseUrl, url and query as the providers’ fetcher does', () => {
    expect(fullUrl({ url: '/a/b', baseUrl: 'https://s.example/api/', query: { q: 'x y' } })).toBe(
      'https://s.example/api/a/b?q=x+y',
    );
    expect(
      fullUrl({ url: 'https://o.example/p?z=1', baseUrl: 'https://s.example', query: { q: '1' } }),
    ).toBe('https://o.example/p?z=1&q=1');
  });

  it('never sends the browser’s cookies and sets forbidden headers by rule', () => {
    const shaped = shapeRequest(
      parse({
        url: 'https://s.example/x',
        headers: { Referer: 'https://r.example/', 'X-Key': 'k' },
      }),
      policy,
    );
    expect(shaped).toMatchObject({
      ok: true,
      request: {
        url: 'https://s.example/x',
        init: { method: 'GET', credentials: 'omit', headers: { 'x-key': 'k' } },
        ruleHeaders: { referer: 'https://r.example/' },
      },
    });
  });

  it('refuses to send a cookie the page names, in any spelling', () => {
    for (const name of ['cookie', 'Cookie', 'COOKIE']) {
      const shaped = shapeRequest(
        parse({ url: 'https://s.example/x', headers: { [name]: 'session=1' } }),
        policy,
      );
      expect(shaped, name).toEqual({
        ok: false,
        error: `the header ${name} may not be sent: the extension sends no cookies`,
      });
    }
  });

  it('encodes each body type', () => {
    const json = shapeRequest(
      parse({ url: 'https://s.example/', method: 'POST', body: { a: 1 }, bodyType: 'object' }),
      policy,
    );
    expect(json.ok && json.request.init.body).toBe('{"a":1}');
    expect(json.ok && json.request.init.headers).toEqual({ 'content-type': 'application/json' });
    const form = shapeRequest(
      parse({
        url: 'https://s.example/',
        method: 'POST',
        body: [
          ['a', '1'],
          ['a', '2'],
        ],
        bodyType: 'FormData',
      }),
      policy,
    );
    expect(form.ok && (form.request.init.body as FormData).getAll('a')).toEqual(['1', '2']);
    const params = shapeRequest(
      parse({
        url: 'https://s.example/',
        method: 'POST',
        body: 'a=1&b=2',
        bodyType: 'URLSearchParams',
      }),
      policy,
    );
    expect(params.ok && String(params.request.init.body)).toBe('a=1&b=2');
    const paramPairs = shapeRequest(
      parse({
        url: 'https://s.example/',
        method: 'POST',
        body: [
          ['a', '1'],
          ['b', '2'],
        ],
        bodyType: 'URLSearchParams',
      }),
      policy,
    );
    expect(paramPairs.ok && String(paramPairs.request.init.body)).toBe('a=1&b=2');
  });

  it('refuses private destinations in every spelling, the proxy’s rules', () => {
    for (const url of [
      'http://0x7f000001/',
      'http://127.1/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.1/',
      'http://localhost/',
      'http://printer.local/',
      'file:///etc/passwd',
      'https://s.example:8443/',
    ]) {
      expect(shapeRequest(parse({ url }), policy).ok, url).toBe(false);
    }
  });

  it('lets the page reach its own server', () => {
    expect(
      shapeRequest(parse({ url: 'http://127.0.0.1:8080/library/streams/movie/1' }), policy).ok,
    ).toBe(true);
    expect(shapeRequest(parse({ url: 'http://127.0.0.1:8081/' }), policy).ok).toBe(false);
  });
});

describe('the answer', () => {
  const headers = new Headers([
    ['content-type', 'application/json'],
    ['set-cookie', 'a=1'],
    ['x-total', '3'],
  ]);

  it('never hands a cookie back', () => {
    expect(answerHeaders(headers, undefined)).toEqual({
      'content-type': 'application/json',
      'x-total': '3',
    });
    expect(answerHeaders(headers, ['Set-Cookie', 'X-Total'])).toEqual({ 'x-total': '3' });
  });

  it('parses JSON only when the answer says it is JSON', () => {
    expect(answerBody('{"a":1}', 'application/json; charset=utf-8')).toEqual({ a: 1 });
    expect(answerBody('{"a":1}', 'text/plain')).toBe('{"a":1}');
    expect(answerBody('not json', 'application/json')).toBe('not json');
  });
});
