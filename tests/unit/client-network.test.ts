import { describe, expect, it } from 'vitest';
import { clientNetworkKey } from '@/lib/client-network';

describe('clientNetworkKey', () => {
  it('keys every address of one IPv6 /64 alike, whatever the interface part or its spelling', () => {
    const key = clientNetworkKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2:a:b:c:d%eth0',
      ' 2001:db8:1:2::abcd ',
    ])
      expect(clientNetworkKey(address), address).toBe(key);
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientNetworkKey('2001:db8:1:3::1')).not.toBe(clientNetworkKey('2001:db8:1:2::1'));
    expect(clientNetworkKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole, also written as IPv6', () => {
    expect(clientNetworkKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetworkKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetworkKey('::ffff:c000:207')).toBe('192.0.2.7');
    expect(clientNetworkKey('192.0.2.8')).not.toBe(clientNetworkKey('192.0.2.7'));
  });

  it('returns what is not an address as it came (trimmed)', () => {
    for (const text of ['unknown', '1:2:3', '2001:db8::1::2', 'fe80::zz', '1.2.3.4.5'])
      expect(clientNetworkKey(` ${text}`)).toBe(text);
  });
});
