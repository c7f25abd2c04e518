import { describe, expect, it } from 'vitest';
import {
  checkDestinationUrl,
  parseAllowedHosts,
  parseIpAddress,
  refusedAddressReason,
  isAllowedHost,
  type DestinationPolicy,
} from '../src/net/address-check.ts';

const noExtras: DestinationPolicy = { allowedHosts: [], allowedPorts: [] };

describe('refusedAddressReason', () => {
  it.each([
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['127.0.0.1', /loopback/],
    ['127.255.255.254', /loopback/],
    ['10.0.0.1', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.1.10', /private/],
    ['169.254.1.1', /link-local/],
    ['169.254.169.254', /metadata address 169\.254\.169\.254/],
    ['100.100.100.200', /metadata/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['100.127.255.255', /carrier-grade NAT/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['198.18.0.1', /benchmarking/],
    ['198.19.255.255', /benchmarking/],
    ['192.0.2.1', /documentation/],
    ['198.51.100.7', /documentation/],
    ['203.0.113.9', /documentation/],
    ['192.0.0.8', /IETF/],
    ['192.88.99.1', /6to4 relay/],
  ])('IPv4 %s is refused as %s', (ip, reason) => {
    expect(refusedAddressReason(ip)).toMatch(reason);
  });

  it.each([
    ['::', /unspecified/],
    ['::1', /loopback/],
    ['0:0:0:0:0:0:0:1', /loopback/],
    ['[::1]', /loopback/],
    ['fc00::1', /unique local/],
    ['fd12:3456::1', /unique local/],
    ['fd00:ec2::254', /metadata/],
    ['fe80::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['febf::1', /link-local/],
    ['fec0::1', /site-local/],
    ['ff02::1', /multicast/],
    ['ff0e::1', /multicast/],
    ['2001:db8::1', /documentation/],
    ['3fff::1', /documentation/],
    ['2001:2::1', /benchmarking/],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
    ['2001:10::1', /IETF/],
    ['100::1', /discard/],
    ['64:ff9b:1::1', /local-use NAT64/],
    ['4000::1', /reserved/],
    ['::2:3:4:5:6', /reserved/],
  ])('IPv6 %s is refused as %s', (ip, reason) => {
    expect(refusedAddressReason(ip)).toMatch(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', /IPv4-mapped form of a loopback/],
    ['::ffff:7f00:1', /IPv4-mapped form of a loopback/],
    ['::ffff:a9fe:a9fe', /IPv4-mapped form of the cloud metadata/],
    ['::ffff:10.1.2.3', /IPv4-mapped form of a private/],
    ['::ffff:0:7f00:1', /IPv4-translated form of a loopback/],
    ['::127.0.0.1', /IPv4-compatible form of a loopback/],
    ['::7f00:1', /IPv4-compatible form of a loopback/],
    ['::c0a8:101', /IPv4-compatible form of a private/],
    ['64:ff9b::7f00:1', /NAT64 form of a loopback/],
    ['64:ff9b::169.254.169.254', /NAT64 form of the cloud metadata/],
    ['2002:7f00:1::', /6to4 form of a loopback/],
    ['2002:a9fe:a9fe::1', /6to4 form of the cloud metadata/],
    ['2002:c0a8:0101:1::1', /6to4 form of a private/],
  ])('embedded IPv4 %s is judged by its IPv4 address', (ip, reason) => {
    expect(refusedAddressReason(ip)).toMatch(reason);
  });

  it.each([
    ['93.184.216.34'],
    ['1.1.1.1'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['169.253.255.255'],
    ['198.20.0.1'],
    ['223.255.255.255'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82b::200e'],
    ['::ffff:93.184.216.34'],
    ['64:ff9b::5db8:d822'],
    ['2002:5db8:d822::1'],
  ])('public %s is allowed', (ip) => {
    expect(refusedAddressReason(ip)).toBeNull();
  });

  it.each([['0177.0.0.1'], ['0x7f.1'], ['2130706433'], ['127.1'], ['0x7f000001'], ['127.0.0.1.']])(
    'reads the loose IPv4 form %s as the loopback address',
    (ip) => {
      expect(refusedAddressReason(ip)).toMatch(/loopback/);
    },
  );

  it('says so for something that is not an address', () => {
    expect(refusedAddressReason('example.com')).toBe('not an IP address');
    expect(refusedAddressReason('')).toBe('not an IP address');
  });
});

describe('parseIpAddress', () => {
  it.each([
    ['2130706433', 'ipv4', '127.0.0.1'],
    ['0177.0.0.1', 'ipv4', '127.0.0.1'],
    ['0x7f.1', 'ipv4', '127.0.0.1'],
    ['127.1', 'ipv4', '127.0.0.1'],
    ['[::1]', 'ipv6', '0:0:0:0:0:0:0:1'],
    ['[::ffff:127.0.0.1]', 'ipv6', '0:0:0:0:0:ffff:7f00:1'],
    ['::127.0.0.1', 'ipv6', '0:0:0:0:0:0:7f00:1'],
  ])('%s is %s %s', (host, kind, address) => {
    expect(parseIpAddress(host)).toEqual({ kind, address });
  });
  it('returns null for host names', () => {
    expect(parseIpAddress('example.com')).toBeNull();
    expect(parseIpAddress('1.2.3.4.5')).toBeNull();
  });
});

describe('checkDestinationUrl', () => {
  const refused = (url: string, policy = noExtras) => {
    const verdict = checkDestinationUrl(url, policy);
    return verdict.ok ? null : verdict.reason;
  };

  it.each([
    ['http://127.0.0.1/', /loopback/],
    ['http://2130706433/', /loopback/],
    ['http://0177.0.0.1/', /loopback/],
    ['http://0x7f.1/', /loopback/],
    ['http://0x7f000001/', /loopback/],
    ['http://127.1/', /loopback/],
    ['http://127.000.000.001/', /loopback/],
    ['http://%31%32%37.0.0.1/', /loopback/],
    ['http://0/', /unspecified/],
    ['http://[::1]/', /loopback/],
    ['http://[0:0:0:0:0:0:0:1]/', /loopback/],
    ['http://[::ffff:127.0.0.1]/', /IPv4-mapped form of a loopback/],
    ['http://[::ffff:7f00:1]/', /IPv4-mapped form of a loopback/],
    ['http://[::127.0.0.1]/', /IPv4-compatible form of a loopback/],
    ['http://[64:ff9b::a9fe:a9fe]/', /NAT64 form of the cloud metadata/],
    ['http://169.254.169.254/latest/meta-data/', /metadata/],
    ['http://10.0.0.1/', /private/],
    ['http://100.64.0.1/', /carrier-grade NAT/],
    ['http://localhost/', /local network/],
    ['http://LOCALHOST./', /local network/],
    ['http://localhost.localdomain/', /local network/],
    ['http://app.localhost/', /local network/],
    ['http://printer.local/', /local network/],
    ['http://metadata.google.internal/', /local network/],
    ['http://router.home.arpa/', /local network/],
    ['http://intranet/', /no domain/],
    ['http://user@example.com/', /user info/],
    ['http://user:pass@example.com/', /user info/],
    ['http://example.com@127.0.0.1/', /user info/],
    ['http://example.com:8080/', /Port 8080/],
    ['http://example.com:22/', /Port 22/],
    ['https://example.com:0/', /Port 0/],
    ['ftp://example.com/', /scheme ftp/],
    ['file:///etc/passwd', /scheme file/],
    ['gopher://example.com:70/', /scheme gopher/],
    ['javascript:alert(1)', /scheme javascript/],
    ['data:text/plain,hi', /scheme data/],
    ['not a url', /not a valid URL/],
    ['http://[fe80::1%25eth0]/', /not a valid URL/],
  ])('%s is refused (%s)', (url, reason) => {
    expect(refused(url)).toMatch(reason);
  });

  it('accepts a public name on the standard ports and answers the normalized host and port', () => {
    const verdict = checkDestinationUrl('https://Media.Example.com./a.m3u8?x=1', noExtras);
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.destination).toMatchObject({
      host: 'media.example.com',
      port: 443,
      ip: null,
      allowedHost: false,
    });
    expect(checkDestinationUrl('http://example.com:80/', noExtras).ok).toBe(true);
    expect(checkDestinationUrl('http://93.184.216.34/', noExtras).ok).toBe(true);
  });

  it('accepts the ports the operator allows', () => {
    expect(
      refused('http://example.com:8080/', { allowedHosts: [], allowedPorts: [8080] }),
    ).toBeNull();
  });

  it('lets allowed hosts through, on the permitted ports or the port of their entry only', () => {
    const policy: DestinationPolicy = {
      allowedHosts: parseAllowedHosts('192.168.1.5:8096, nas.lan, [::1]:9000'),
      allowedPorts: [],
    };
    expect(refused('http://192.168.1.5:8096/System/Info', policy)).toBeNull();
    expect(refused('http://192.168.1.5:8097/', policy)).toMatch(/Port 8097/);
    expect(refused('http://192.168.1.5/', policy)).toMatch(/private/);
    expect(refused('http://192.168.1.6:8096/', policy)).toMatch(/Port 8096/);
    expect(refused('http://NAS.lan./', policy)).toBeNull();
    expect(refused('http://nas.lan:8080/', policy)).toMatch(/Port 8080/);
    expect(refused('http://[::1]:9000/', policy)).toBeNull();
    expect(refused('http://127.0.0.1:9000/', policy)).toMatch(/Port 9000/);
    const allowed = checkDestinationUrl('http://192.168.1.5:8096/', policy);
    expect(allowed.ok && allowed.destination.allowedHost).toBe(true);
  });

  it('matches allowed hosts in their normalized form', () => {
    const policy: DestinationPolicy = {
      allowedHosts: parseAllowedHosts('0x7f.2:8000'),
      allowedPorts: [],
    };
    expect(policy.allowedHosts).toEqual([{ host: '127.0.0.2', port: 8000 }]);
    expect(refused('http://127.0.0.2:8000/', policy)).toBeNull();
    expect(refused('http://2130706434:8000/', policy)).toBeNull();
  });
});

describe('verdict kinds', () => {
  it.each([['not a url'], ['ftp://example.com/'], ['http://user@example.com/']])(
    '%s is an invalid destination',
    (url) => {
      expect(checkDestinationUrl(url, noExtras)).toMatchObject({ ok: false, kind: 'invalid' });
    },
  );
  it.each([['http://127.0.0.1/'], ['http://example.com:8080/'], ['http://localhost/']])(
    '%s is a refused destination',
    (url) => {
      expect(checkDestinationUrl(url, noExtras)).toMatchObject({ ok: false, kind: 'refused' });
    },
  );
});

describe('isAllowedHost', () => {
  const policy: DestinationPolicy = {
    allowedHosts: parseAllowedHosts('127.0.0.2:8000,[::1],nas.lan'),
    allowedPorts: [],
  };
  it('matches an address entry in any spelling of the address, on its port', () => {
    expect(isAllowedHost(policy, '127.0.0.2', 8000)).toBe(true);
    expect(isAllowedHost(policy, '2130706434', 8000)).toBe(true);
    expect(isAllowedHost(policy, '127.0.0.2', 8001)).toBe(false);
    expect(isAllowedHost(policy, '127.0.0.1', 8000)).toBe(false);
    expect(isAllowedHost(policy, '0:0:0:0:0:0:0:1', 443)).toBe(true);
    expect(isAllowedHost(policy, 'NAS.lan.', 80)).toBe(true);
    expect(isAllowedHost(policy, 'other.lan', 80)).toBe(false);
  });
});

describe('parseAllowedHosts', () => {
  it('reads host and host:port entries and skips empty ones', () => {
    expect(parseAllowedHosts(' jellyfin.lan ,192.168.1.5:8096,,[fd00::5]:8920 ')).toEqual([
      { host: 'jellyfin.lan', port: null },
      { host: '192.168.1.5', port: 8096 },
      { host: 'fd00::5', port: 8920 },
    ]);
    expect(parseAllowedHosts('')).toEqual([]);
  });
  it.each([['http://x.lan'], ['x.lan/path'], ['user@x.lan'], ['x.lan:port'], ['x.lan:99999']])(
    'refuses %s',
    (entry) => {
      expect(() => parseAllowedHosts(entry)).toThrow(/not a host or host:port/);
    },
  );
});
