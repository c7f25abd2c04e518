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
    initiatorDomain: 'screenroom.example',
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
