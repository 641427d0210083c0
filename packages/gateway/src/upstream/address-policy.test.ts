import { describe, expect, it } from 'vitest';
import { classifyAddress, embeddedIpv4, embeddedIpv4s, ipv6Groups } from './address-policy.js';

describe('classifyAddress', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['[::ffff:169.254.1.1]', 'link-local'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a00:1::1', 'private'],
    ['2002:a9fe:a9fe::', 'link-local'],
    // Teredo: server 127.0.0.1 in groups 3–4; client 10.0.0.1 inverted (f5ff:fffe) in groups 7–8.
    ['2001:0:7f00:1::', 'loopback'],
    ['2001:0:808:808:0:0:f5ff:fffe', 'private'],
    ['224.0.0.1', 'multicast'],
    ['not-an-ip', 'reserved'],
  ])('refuses %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '2001:0:808:808:0:0:f7f7:f7f7',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toBeUndefined();
  });

  it('reads the IPv4 address inside mapped, 6to4 and Teredo forms', () => {
    expect(embeddedIpv4('::ffff:c0a8:101')).toBe('192.168.1.1');
    expect(embeddedIpv4('2002:c0a8:101::')).toBe('192.168.1.1');
    expect(embeddedIpv4s('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });

  it('expands IPv6 groups, compressed or with a dotted tail', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('64:ff9b::192.168.0.1')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc0a8, 0x0001]);
    expect(ipv6Groups('not an ip')).toBeUndefined();
  });
});
