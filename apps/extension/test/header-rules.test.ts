import type { DestinationPolicy } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { freeRuleId, NO_TAB, requestRule, streamRule } from '../src/header-rules.ts';

const policy: DestinationPolicy = {
  allowedHosts: [{ host: '10.1.2.3', port: 9000 }],
  allowedPorts: [],
};

function rule(body: Partial<Parameters<typeof streamRule>[0]['body']>) {
  return streamRule({
    id: 7,
    tabId: 42,
    pageOrigin: 'https://screenroom.example',
    policy,
    body: { ruleId: 1, targetDomains: ['cdn.example'], ...body },
  });
}

describe('streamRule', () => {
  it('applies only to the Screenroom tab’s own requests to the stream’s hosts', () => {
    const built = rule({
      targetDomains: ['cdn.example', 'CDN.example', 'seg.example'],
      requestHeaders: { Referer: 'https://site.example/' },
      responseHeaders: { 'Access-Control-Allow-Origin': 'https://screenroom.example' },
    });
    expect(built).toEqual({
      ok: true,
      rule: {
        id: 7,
        priority: 1,
        action: {
          type: 'modifyHeaders',
          requestHeaders: [{ header: 'referer', operation: 'set', value: 'https://site.example/' }],
          responseHeaders: [
            {
              header: 'access-control-allow-origin',
              operation: 'set',
              value: 'https://screenroom.example',
            },
          ],
        },
        condition: {
          requestDomains: ['cdn.example', 'seg.example'],
          tabIds: [42],
          initiatorDomains: ['screenroom.example'],
        },
      },
    });
  });

  it('names the page’s host as the only initiator, an IPv6 one without brackets', () => {
    const built = streamRule({
      id: 1,
      tabId: 42,
      pageOrigin: 'http://[::1]:8080',
      policy,
      body: { ruleId: 1, targetDomains: ['cdn.example'], requestHeaders: { a: 'b' } },
    });
    expect(built.ok && built.rule?.condition.initiatorDomains).toEqual(['::1']);
  });

  it('sets only the response headers that let the page read the stream', () => {
    const allowed: Record<string, string>[] = [
      { 'access-control-allow-origin': '*' },
      { 'Access-Control-Allow-Origin': 'https://screenroom.example' },
      { 'access-control-expose-headers': 'Content-Length, x-range ,etag' },
      { 'access-control-expose-headers': '*' },
    ];
    for (const responseHeaders of allowed) {
      expect(rule({ responseHeaders }), JSON.stringify(responseHeaders)).toMatchObject({
        ok: true,
        rule: { action: { responseHeaders: [expect.anything()] } },
      });
    }
  });

  it('refuses every other response header, credentials and other origins above all', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ 'access-control-allow-credentials': 'true' }, /Access-Control-Allow-Credentials|cookies/i],
      [{ 'Access-Control-Allow-Credentials': 'false' }, /may not be set/],
      [{ 'access-control-allow-origin': 'https://evil.example' }, /may only be \*/],
      [{ 'access-control-allow-origin': 'https://screenroom.example/' }, /may only be \*/],
      [{ 'access-control-allow-origin': 'null' }, /may only be \*/],
      [{ 'access-control-expose-headers': 'a b' }, /not a list of header names/],
      [{ 'set-cookie': 'a=1' }, /may not be set/],
      [{ 'content-security-policy': "default-src 'none'" }, /may not be set/],
      [{ 'access-control-allow-headers': '*' }, /may not be set/],
    ];
    for (const [responseHeaders, error] of refused) {
      const built = rule({
        responseHeaders: { 'access-control-allow-origin': '*', ...responseHeaders },
      });
      expect(built, JSON.stringify(responseHeaders)).toMatchObject({ ok: false });
      expect(!built.ok && built.error, JSON.stringify(responseHeaders)).toMatch(error);
    }
  });

  it('sets Cookie and Authorization only when the stream’s source declared them', () => {
    const undeclared: Record<string, string>[] = [
      { Cookie: 'session=1' },
      { authorization: 'Bearer k' },
      { referer: 'https://site.example/', AUTHORIZATION: 'Basic a2V5' },
    ];
    for (const requestHeaders of undeclared) {
      const built = rule({ requestHeaders });
      expect(built, JSON.stringify(requestHeaders)).toMatchObject({ ok: false });
      expect(!built.ok && built.error).toMatch(/credential the stream's source did not declare/);
    }
    // A declaration of one is not a declaration of the other.
    expect(
      rule({ requestHeaders: { Cookie: 'session=1' }, credentialHeaders: ['authorization'] }),
    ).toMatchObject({ ok: false });
    expect(
      rule({
        requestHeaders: { Authorization: 'Bearer k', cookie: 'session=1' },
        credentialHeaders: ['authorization', 'cookie'],
      }),
    ).toMatchObject({
      ok: true,
      rule: {
        action: {
          requestHeaders: [
            { header: 'authorization', operation: 'set', value: 'Bearer k' },
            { header: 'cookie', operation: 'set', value: 'session=1' },
          ],
        },
      },
    });
  });

  it('never sets Set-Cookie on a request', () => {
    expect(
      rule({ requestHeaders: { 'Set-Cookie': 'a=1' }, credentialHeaders: ['cookie'] }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/may not be set on a request/) });
  });

  it('is nothing when there are no headers to set', () => {
    expect(rule({})).toEqual({ ok: true, rule: null });
  });

  it('refuses planting cookies, broken headers and hosts the proxy would refuse', () => {
    expect(rule({ responseHeaders: { 'Set-Cookie': 'a=1' } })).toMatchObject({ ok: false });
    expect(rule({ requestHeaders: { 'x-a': 'one\r\nx-b: two' } })).toMatchObject({ ok: false });
    expect(rule({ requestHeaders: { 'bad name': 'x' } })).toMatchObject({ ok: false });
    for (const domain of [
      '127.0.0.1',
      'localhost',
      '192.168.0.2',
      'cdn.example/path',
      '*.example',
      '[::1]',
      'fe80::1',
    ]) {
      expect(rule({ targetDomains: [domain], requestHeaders: { a: 'b' } }), domain).toMatchObject({
        ok: false,
      });
    }
  });

  it('allows a private host the operator allowed, on any port', () => {
    expect(rule({ targetDomains: ['10.1.2.3'], requestHeaders: { a: 'b' } })).toMatchObject({
      ok: true,
    });
  });
});

describe('requestRule', () => {
  it('matches only requests no tab made, to the one host', () => {
    expect(requestRule(3, 'https://s.example/x', { referer: 'https://r.example/' })).toEqual({
      ok: true,
      rule: {
        id: 3,
        priority: 2,
        action: {
          type: 'modifyHeaders',
          requestHeaders: [{ header: 'referer', operation: 'set', value: 'https://r.example/' }],
        },
        condition: { requestDomains: ['s.example'], tabIds: [NO_TAB] },
      },
    });
    expect(requestRule(3, 'https://s.example/x', {})).toEqual({ ok: true, rule: null });
  });
});

describe('freeRuleId', () => {
  it('takes the lowest id no rule holds', () => {
    expect(freeRuleId([])).toBe(1);
    expect(freeRuleId([1, 2, 4])).toBe(3);
  });
});
