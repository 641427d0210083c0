import { BlockList, isIP } from 'node:net';

/** Why an address is refused outside development mode. */
export type AddressClass = 'private' | 'loopback' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

const v4 = new Map<string, AddressClass>([
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

const v6 = new Map<string, AddressClass>([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'],
  ['ff00::/8', 'multicast'],
]);

// One BlockList per class keeps the answer ("why refused") without a linear scan of strings.
const lists = new Map<AddressClass, BlockList>();
function listFor(kind: AddressClass): BlockList {
  let list = lists.get(kind);
  if (!list) {
    list = new BlockList();
    lists.set(kind, list);
  }
  return list;
}
for (const [cidr, kind] of v4) {
  const [net, bits] = cidr.split('/') as [string, string];
  listFor(kind).addSubnet(net, Number(bits), 'ipv4');
}
for (const [cidr, kind] of v6) {
  const [net, bits] = cidr.split('/') as [string, string];
  listFor(kind).addSubnet(net, Number(bits), 'ipv6');
}

/**
 * The IPv4 address embedded in an IPv4-mapped (`::ffff:a.b.c.d`, `::ffff:7f00:1`), IPv4-compatible
 * (`::a.b.c.d`) or NAT64 (`64:ff9b::a.b.c.d`) IPv6 address, so `::ffff:127.0.0.1` cannot dodge
 * the loopback check.
 */
export function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const match = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(.+)$/.exec(lower);
  if (!match?.[1]) return undefined;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (!hex?.[1] || !hex[2]) return undefined;
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/**
 * Classifies an IP literal: `undefined` when it is a public address the gateway may reach outside
 * development mode, otherwise the reason it is refused. A string that is not an IP is `reserved`
 * (refused): callers pass resolved addresses only.
 *
 * @example
 * classifyAddress('10.1.2.3'); // 'private'
 * classifyAddress('::ffff:127.0.0.1'); // 'loopback'
 * classifyAddress('93.184.216.34'); // undefined
 */
export function classifyAddress(address: string): AddressClass | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'reserved';
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner !== undefined) return classifyAddress(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of lists) {
    if (list.check(bare, type)) return kind;
  }
  return undefined;
}
