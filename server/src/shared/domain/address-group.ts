/**
 * The unit every per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting single addresses would give them 2^64 fresh ones).
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address. Anything unparsable counts as itself.
 */
export function addressGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const hextets = expandIpv6(address);
  return hextets ? `${hextets.slice(0, 4).join(':')}::/64` : address;
}

/** The eight hextets without leading zeros, or null when it is not IPv6. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  // An embedded IPv4 tail (e.g. 64:ff9b::1.2.3.4) takes two hextets; it lies past the /64 anyway.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const missing = 8 - width(head) - width(tail);
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((part) => /^[0-9a-f]{1,4}$/.test(part) || /^\d{1,3}(\.\d{1,3}){3}$/.test(part))) return null;
  return all.map((part) => (part.includes('.') ? part : part.replace(/^0+(?=.)/, '')));
}
