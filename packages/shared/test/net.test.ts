import { describe, expect, it } from 'vitest';
import { assertPublicUrl, BlockedTargetError, isNonPublicAddress, resolvePublicHost, UnresolvableHostError } from '../src/net';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0',
    '100.64.0.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1',
    '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', '[::1]', 'fe80::1%eth0', 'not-an-ip',
  ])('refuses %s', (address) => expect(isNonPublicAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(isNonPublicAddress(address)).toBe(false),
  );

  // IPv6 ranges that lead back to loopback or a private network, in every spelling.
  it.each([
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible, even for a public IPv4 address', '::8.8.8.8'],
    ['IPv4-translated loopback', '::ffff:0:7f00:1'],
    ['IPv4-translated, dotted', '::ffff:0:127.0.0.1'],
    ['local-use NAT64', '64:ff9b:1::808:808'],
    ['local-use NAT64, other subnet', '64:ff9b:1:ffff::1'],
    ['well-known NAT64 of loopback, written out in full', '64:ff9b:0:0:0:0:7f00:1'],
    ['well-known NAT64 of the metadata address', '64:ff9b::a9fe:a9fe'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private network', '2002:c0a8:101::1'],
    ['6to4 of the unspecified address', '2002::'],
    ['site-local', 'fec0::1'],
    ['site-local, upper case', 'FEFF::1'],
  ])('refuses %s (%s)', (_name, address) => expect(isNonPublicAddress(address)).toBe(true));

  it.each(['64:ff9b::8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '::ffff:808:808'])('allows %s, which carries a public IPv4 address', (address) =>
    expect(isNonPublicAddress(address)).toBe(false),
  );
});

describe('resolvePublicHost', () => {
  const lookupTo = (address: string) => async () => [{ address, family: address.includes(':') ? 6 : 4 }];

  it('refuses a name that resolves to a private address', async () => {
    await expect(resolvePublicHost('intranet.example.com', { allowPrivate: false, lookup: lookupTo('10.0.0.5') })).rejects.toBeInstanceOf(BlockedTargetError);
  });

  it('refuses when any one of several addresses is private', async () => {
    const lookup = async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }];
    await expect(resolvePublicHost('mixed.example.com', { allowPrivate: false, lookup })).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('allows private targets only when configured to', async () => {
    await expect(resolvePublicHost('localhost', { allowPrivate: true })).resolves.not.toHaveLength(0);
    await expect(resolvePublicHost('localhost', { allowPrivate: false })).rejects.toBeInstanceOf(BlockedTargetError);
  });

  it('reports a name that does not resolve', async () => {
    await expect(resolvePublicHost('nothing.invalid', { allowPrivate: false })).rejects.toBeInstanceOf(UnresolvableHostError);
  });
});

describe('assertPublicUrl', () => {
  it('refuses non-http schemes and literal private IPs', async () => {
    await expect(assertPublicUrl('file:///etc/passwd', { allowPrivate: true })).rejects.toBeInstanceOf(BlockedTargetError);
    await expect(assertPublicUrl('http://169.254.169.254/latest/meta-data', { allowPrivate: false })).rejects.toBeInstanceOf(BlockedTargetError);
    await expect(assertPublicUrl('http://[::1]:3000/', { allowPrivate: false })).rejects.toBeInstanceOf(BlockedTargetError);
  });
});
