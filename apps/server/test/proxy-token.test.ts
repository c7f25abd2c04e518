import { describe, expect, it } from 'vitest';
import { BOUND_TOKEN_MS, GENERAL_TOKEN_MS, ProxyTokens } from '../src/proxy/proxy-token.ts';

describe('ProxyTokens', () => {
  const start = 1_800_000_000_000;
  let now = start;
  const tokens = new ProxyTokens('secret', () => now);

  it('opens any destination until it expires', () => {
    now = start;
    const { token, expiresAt } = tokens.issue();
    expect(expiresAt).toBe(start + GENERAL_TOKEN_MS);
    expect(tokens.refusal(token, 'https://a.example/x')).toBeNull();
    expect(tokens.refusal(token, 'https://b.example/y')).toBeNull();
    now = expiresAt - 1;
    expect(tokens.refusal(token, 'https://a.example/x')).toBeNull();
    now = expiresAt;
    expect(tokens.refusal(token, 'https://a.example/x')).toBe('The proxy token has expired');
  });

  it('binds a media token to its destination, in any spelling of it, for longer', () => {
    now = start;
    const { token, expiresAt } = tokens.issueFor('https://cdn.example/film.mp4?sig=1');
    expect(expiresAt).toBe(start + BOUND_TOKEN_MS);
    expect(tokens.refusal(token, 'HTTPS://CDN.example:443/film.mp4?sig=1')).toBeNull();
    expect(tokens.refusal(token, 'https://cdn.example/film.mp4?sig=2')).toBe(
      'The proxy token is not valid for this destination',
    );
    now = expiresAt;
    expect(tokens.refusal(token, 'https://cdn.example/film.mp4?sig=1')).toBe(
      'The proxy token has expired',
    );
  });

  it('refuses tokens of another secret, changed ones and no token', () => {
    now = start;
    const foreign = new ProxyTokens('other', () => now).issue().token;
    expect(tokens.refusal(foreign, 'https://a.example/')).toBe('The proxy token is not valid');
    const own = tokens.issue().token;
    expect(tokens.refusal(own.replace(/^a/, 'd'), 'https://a.example/')).toMatch(/not valid/);
    expect(tokens.refusal(`${own}x`, 'https://a.example/')).toBe('The proxy token is not valid');
    expect(tokens.refusal(undefined, 'https://a.example/')).toMatch(/token is required/);
  });
});
