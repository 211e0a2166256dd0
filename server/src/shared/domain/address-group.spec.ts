import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('10.1.2.3')).toBe('10.1.2.3');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressGroup('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:db8::1:0:0:7')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(addressGroup('2001:db8:0:1::1'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('handles the unspecified and loopback addresses and zone ids', () => {
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(addressGroup('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
