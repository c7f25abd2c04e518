import { describe, expect, it } from 'vitest';
import { clientAddress, clientKeyOf } from '../src/http/client-address.ts';

describe('client identity', () => {
  it('names an IPv4 client reaching an IPv6 socket by its IPv4 address', () => {
    expect(clientAddress({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('198.51.100.4')).toBe('198.51.100.4');
  });

  it('counts an IPv6 client by its /64, however it spells the address', () => {
    const a = clientKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:0:0:0:1')).toBe(a);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(a);
  });

  it('passes through what is not an address (an injected request without a socket)', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
