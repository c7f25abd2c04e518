import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerEcho } from '../src/echo/echo.routes.ts';

describe('the proxy test echo', () => {
  it('answers the address it was asked for, never kept', async () => {
    const app = Fastify();
    registerEcho(app);
    const res = await app.inject({
      url: '/echo?screenroom-proxy-test=abc',
      headers: { host: 'screenroom.example:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      url: 'http://screenroom.example:8080/echo?screenroom-proxy-test=abc',
    });
    await app.close();
  });
});
