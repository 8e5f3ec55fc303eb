import { describe, expect, it } from 'vitest';
import { addressNetwork, tryAgainIn, waitText } from './throttle.js';

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

describe('waitText', () => {
  it('writes a wait in seconds, minutes, or hours and minutes, as a user reads it', () => {
    expect(waitText(40)).toBe('40 s');
    expect(waitText(40, 0)).toBe('1 min');
    expect(waitText(15 * 60)).toBe('15 min');
    expect(waitText(59 * 60)).toBe('59 min');
    expect(waitText(59 * 60 + 1)).toBe('1 godz.');
    expect(waitText(3600)).toBe('1 godz.');
    expect(waitText(2.5 * 3600)).toBe('2 godz. 30 min');
    expect(waitText(2 * 3600 + 1)).toBe('2 godz. 1 min');
    expect(waitText(24 * 3600, 0)).toBe('24 godz.');
    expect(tryAgainIn('Zbyt wiele prób.')(waitText(3600))).toBe('Zbyt wiele prób. Spróbuj ponownie za 1 godz.');
    expect(tryAgainIn('Zbyt wiele prób.')(waitText(120))).toBe('Zbyt wiele prób. Spróbuj ponownie za 2 min.');
  });
});
