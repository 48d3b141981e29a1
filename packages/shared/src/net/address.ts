import { BlockList, isIP, SocketAddress } from 'node:net';

// Every range a server-side fetcher must not reach on a visitor's behalf: private networks,
// loopback, link-local (which holds cloud metadata endpoints), and the reserved/special ranges.
const blocked = new BlockList();
const v4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const v6: Array<[string, number]> = [
  // IPv4-compatible addresses (deprecated, ::a.b.c.d), with :: and ::1 among them: nothing public
  // lives there, and a stack that still routes them would reach the embedded IPv4 address.
  ['::', 96],
  // IPv4-translated addresses (::ffff:0:a.b.c.d, stateless translation inside one network).
  ['::ffff:0:0:0', 96],
  // Local-use NAT64 prefix: translates into the operator's own network.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  // Site-local (deprecated, still routed inside some networks).
  ['fec0::', 10],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];
for (const [net, prefix] of v4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of v6) blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, whatever its spelling (::, embedded dotted IPv4). */
function hextets(address: string): number[] {
  // SocketAddress parses every valid spelling and prints it canonically; only the dotted tail and
  // the :: run are left to expand.
  let text = new SocketAddress({ address, family: 'ipv6' }).address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

function dottedFrom(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * The IPv4 address a packet to this IPv6 address ends up at, for the ranges that carry one on the
 * public internet: IPv4-mapped (::ffff:a.b.c.d, the dual-stack socket connects over IPv4), the
 * well-known NAT64 prefix (64:ff9b::/96) and 6to4 (2002:aabb:ccdd::/48, relayed to a.b.c.d).
 */
function embeddedIPv4(address: string): string | undefined {
  const groups = hextets(address);
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return dottedFrom(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return dottedFrom(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return dottedFrom(groups[1]!, groups[2]!);
  return undefined;
}

/** True for any address that is not a routable public unicast address (or is not an IP at all). */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (blocked.check(bare, 'ipv6')) return true;
  const v4 = embeddedIPv4(bare);
  return v4 !== undefined && blocked.check(v4, 'ipv4');
}
