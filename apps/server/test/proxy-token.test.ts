import { describe, expect, it } from 'vitest';
import {
  BOUND_TOKEN_BUDGET,
  BOUND_TOKEN_MS,
  GENERAL_TOKEN_BUDGET,
  GENERAL_TOKEN_MS,
  INVALID_TOKEN,
  ProxyTokens,
  type TokenVerdict,
} from '../src/proxy/proxy-token.ts';

const reason = (verdict: TokenVerdict) => (verdict.ok ? null : verdict.reason);

describe('ProxyTokens', () => {
  const start = 1_800_000_000_000;
  let now = start;
  const tokens = new ProxyTokens('secret', () => now);
  const client = '203.0.113.7';

  it('opens any destination to its client until it expires, with a budget', () => {
    now = start;
    const { token, expiresAt } = tokens.issue(client);
    expect(expiresAt).toBe(start + GENERAL_TOKEN_MS);
    const verdict = tokens.check(token, client, 'https://a.example/x');
    expect(verdict).toMatchObject({
      ok: true,
      token: { kind: 'general', budget: GENERAL_TOKEN_BUDGET, expiresAt },
    });
    expect(reason(tokens.check(token, client, 'https://b.example/y'))).toBeNull();
    now = expiresAt - 1;
    expect(reason(tokens.check(token, client, 'https://a.example/x'))).toBeNull();
    now = expiresAt;
    expect(reason(tokens.check(token, client, 'https://a.example/x'))).toBe(
      'The proxy token has expired',
    );
  });

  it('gives each token its own id', () => {
    now = start;
    const ids = [tokens.issue(client), tokens.issue(client)].map(({ token }) => {
      const verdict = tokens.check(token, client, 'https://a.example/');
      return verdict.ok ? verdict.token.id : '';
    });
    expect(ids[0]).not.toBe('');
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('refuses a token presented by another client, with the same words as a forged one', () => {
    now = start;
    const general = tokens.issue(client).token;
    const bound = tokens.issueFor(client, 'https://cdn.example/film.mp4').token;
    for (const other of ['203.0.113.8', '2001:db8::/64', '']) {
      expect(reason(tokens.check(general, other, 'https://a.example/'))).toBe(INVALID_TOKEN);
      expect(reason(tokens.check(bound, other, 'https://cdn.example/film.mp4'))).toBe(
        INVALID_TOKEN,
      );
    }
  });

  it('binds a media token to its destination, in any spelling of it, for longer', () => {
    now = start;
    const { token, expiresAt } = tokens.issueFor(client, 'https://cdn.example/film.mp4?sig=1');
    expect(expiresAt).toBe(start + BOUND_TOKEN_MS);
    expect(tokens.check(token, client, 'HTTPS://CDN.example:443/film.mp4?sig=1')).toMatchObject({
      ok: true,
      token: { kind: 'bound', budget: BOUND_TOKEN_BUDGET },
    });
    expect(reason(tokens.check(token, client, 'https://cdn.example/film.mp4?sig=2'))).toBe(
      INVALID_TOKEN,
    );
    now = expiresAt;
    expect(reason(tokens.check(token, client, 'https://cdn.example/film.mp4?sig=1'))).toBe(
      'The proxy token has expired',
    );
  });

  it('refuses tokens of another secret, changed ones (budget included) and no token', () => {
    now = start;
    const foreign = new ProxyTokens('other', () => now).issue(client).token;
    expect(reason(tokens.check(foreign, client, 'https://a.example/'))).toBe(INVALID_TOKEN);
    const own = tokens.issue(client).token;
    expect(reason(tokens.check(own.replace(/^a/, 'd'), client, 'https://a.example/'))).toBe(
      INVALID_TOKEN,
    );
    const richer = own.replace(/^(a\.[0-9a-z]+)\.[0-9a-z]+\./, '$1.zzzz.');
    expect(richer).not.toBe(own);
    expect(reason(tokens.check(richer, client, 'https://a.example/'))).toBe(INVALID_TOKEN);
    expect(reason(tokens.check(`${own}x`, client, 'https://a.example/'))).toBe(INVALID_TOKEN);
    expect(reason(tokens.check(undefined, client, 'https://a.example/'))).toMatch(
      /token is required/,
    );
  });
});
