import { describe, expect, it } from 'vitest';
import { addressNetwork } from './throttle.js';

describe('addressNetwork', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(addressNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(addressNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('takes the /64 of an IPv6 address, however it is written', () => {
    expect(addressNetwork('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(addressNetwork('2001:0DB8:0000:0007:abcd:1:2:3')).toBe('2001:db8:0:7::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
