import { describe, expect, it } from 'vitest';
import {
  helloAnswerSchema,
  isExtensionMessageName,
  makeRequestAnswerSchema,
  makeRequestSchema,
  prepareStreamSchema,
} from '../src/extension/messages.ts';

describe('extension messages', () => {
  it('knows the four message names only', () => {
    expect(
      ['hello', 'makeRequest', 'prepareStream', 'openPage'].every(isExtensionMessageName),
    ).toBe(true);
    expect(isExtensionMessageName('getCookies')).toBe(false);
  });

  it('reads a failed hello without the other fields', () => {
    expect(helloAnswerSchema.parse({ success: false, error: 'disabled' })).toEqual({
      success: false,
      version: '',
      allowed: false,
      hasPermission: false,
    });
  });

  it('checks a makeRequest body against its body type', () => {
    expect(makeRequestSchema.parse({ url: 'https://s.example/' }).method).toBe('GET');
    expect(
      makeRequestSchema.parse({ url: 'x', readHeaders: { 'x-a': 'x-a' } }).readHeaders,
    ).toEqual(['x-a']);
    expect(
      makeRequestSchema.safeParse({ url: 'x', body: [['a', '1']], bodyType: 'URLSearchParams' })
        .success,
    ).toBe(true);
    expect(
      makeRequestSchema.safeParse({ url: 'x', body: 'a=1', bodyType: 'URLSearchParams' }).success,
    ).toBe(true);
    expect(
      makeRequestSchema.safeParse({ url: 'x', body: { a: 1 }, bodyType: 'string' }).success,
    ).toBe(false);
    expect(
      makeRequestSchema.safeParse({ url: 'x', body: [['a', 1]], bodyType: 'FormData' }).success,
    ).toBe(false);
    expect(makeRequestSchema.safeParse({ url: 'x', method: 'CONNECT' }).success).toBe(false);
  });

  it('takes the movie-web extension’s answers', () => {
    const answer = {
      success: true,
      response: { statusCode: 200, headers: { a: 'b' }, finalUrl: 'https://s.example/', body: 'x' },
    };
    expect(makeRequestAnswerSchema.parse(answer)).toEqual(answer);
    expect(makeRequestAnswerSchema.parse({ success: false, error: 'no' })).toEqual({
      success: false,
      error: 'no',
    });
    expect(
      prepareStreamSchema.safeParse({
        ruleId: 1,
        targetDomains: ['cdn.example'],
        requestHeaders: { referer: 'r' },
      }).success,
    ).toBe(true);
    expect(prepareStreamSchema.safeParse({ ruleId: 1, targetDomains: [] }).success).toBe(false);
  });

  it('lets a prepareStream body declare only Cookie and Authorization as credentials', () => {
    const body = { ruleId: 1, targetDomains: ['cdn.example'] };
    expect(
      prepareStreamSchema.parse({ ...body, credentialHeaders: ['authorization', 'cookie'] })
        .credentialHeaders,
    ).toEqual(['authorization', 'cookie']);
    for (const credentialHeaders of [['set-cookie'], ['referer'], 'cookie']) {
      expect(prepareStreamSchema.safeParse({ ...body, credentialHeaders }).success).toBe(false);
    }
  });
});
