/** Why an address is refused outside development mode. */
export type AddressClass = 'private' | 'loopback' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';
/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail expanded). */
export declare function ipv6Groups(address: string): number[] | undefined;
/**
 * Every IPv4 address an IPv6 address carries, so that none of these forms can dodge the IPv4
 * checks: IPv4-mapped (`::ffff:a.b.c.d`, `::ffff:7f00:1`), IPv4-compatible (`::a.b.c.d`), NAT64
 * (`64:ff9b::a.b.c.d`), 6to4 (`2002:AABB:CCDD::`, the IPv4 in groups 2–3) and Teredo
 * (`2001:0:SSSS:SSSS:…:CCCC:CCCC`: the server in groups 3–4, the client, bit-inverted, in 7–8).
 */
export declare function embeddedIpv4s(address: string): string[];
/** The first IPv4 address embedded in an IPv6 address (see {@link embeddedIpv4s}). */
export declare function embeddedIpv4(address: string): string | undefined;
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
export declare function classifyAddress(address: string): AddressClass | undefined;
//# sourceMappingURL=address-policy.d.ts.map