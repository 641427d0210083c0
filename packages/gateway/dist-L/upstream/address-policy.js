import { BlockList, isIP } from 'node:net';
const v4 = new Map([
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
const v6 = new Map([
    ['::/128', 'unspecified'],
    ['::1/128', 'loopback'],
    ['fc00::/7', 'private'],
    ['fe80::/10', 'link-local'],
    ['fec0::/10', 'private'],
    ['ff00::/8', 'multicast'],
]);
// One BlockList per class keeps the answer ("why refused") without a linear scan of strings.
const lists = new Map();
function listFor(kind) {
    let list = lists.get(kind);
    if (!list) {
        list = new BlockList();
        lists.set(kind, list);
    }
    return list;
}
for (const [cidr, kind] of v4) {
    const [net, bits] = cidr.split('/');
    listFor(kind).addSubnet(net, Number(bits), 'ipv4');
}
for (const [cidr, kind] of v6) {
    const [net, bits] = cidr.split('/');
    listFor(kind).addSubnet(net, Number(bits), 'ipv6');
}
/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail expanded). */
export function ipv6Groups(address) {
    let text = address
        .toLowerCase()
        .replace(/^\[|\]$/g, '')
        .replace(/%.*$/, '');
    if (isIP(text) !== 6)
        return undefined;
    const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
    if (dotted?.[1]) {
        const [a, b, c, d] = dotted[1].split('.').map(Number);
        text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    }
    const [head = '', tail] = text.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === undefined || tail === '' ? [] : tail.split(':');
    const missing = 8 - left.length - right.length;
    const groups = [...left, ...(tail === undefined ? [] : new Array(missing).fill('0')), ...right];
    return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : undefined;
}
const dottedQuad = (hi, lo) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
/**
 * Every IPv4 address an IPv6 address carries, so that none of these forms can dodge the IPv4
 * checks: IPv4-mapped (`::ffff:a.b.c.d`, `::ffff:7f00:1`), IPv4-compatible (`::a.b.c.d`), NAT64
 * (`64:ff9b::a.b.c.d`), 6to4 (`2002:AABB:CCDD::`, the IPv4 in groups 2–3) and Teredo
 * (`2001:0:SSSS:SSSS:…:CCCC:CCCC`: the server in groups 3–4, the client, bit-inverted, in 7–8).
 */
export function embeddedIpv4s(address) {
    const g = ipv6Groups(address);
    if (!g)
        return [];
    const [g0, g1, g2, g3, g4, g5, g6, g7] = g;
    const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
    if (zeroHead && (g5 === 0xffff || g5 === 0) && !(g5 === 0 && g6 === 0))
        return [dottedQuad(g6, g7)];
    // IPv4-translated (`::ffff:0:a.b.c.d`).
    if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0)
        return [dottedQuad(g6, g7)];
    if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
        return [dottedQuad(g6, g7)];
    if (g0 === 0x2002)
        return [dottedQuad(g1, g2)];
    if (g0 === 0x2001 && g1 === 0)
        return [dottedQuad(g2, g3), dottedQuad(g6 ^ 0xffff, g7 ^ 0xffff)];
    return [];
}
/** The first IPv4 address embedded in an IPv6 address (see {@link embeddedIpv4s}). */
export function embeddedIpv4(address) {
    return embeddedIpv4s(address)[0];
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
export function classifyAddress(address) {
    const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const family = isIP(bare);
    if (family === 0)
        return 'reserved';
    if (family === 6) {
        for (const inner of embeddedIpv4s(bare)) {
            const refused = classifyAddress(inner);
            if (refused !== undefined)
                return refused;
        }
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    for (const [kind, list] of lists) {
        if (list.check(bare, type))
            return kind;
    }
    return undefined;
}
//# sourceMappingURL=address-policy.js.map