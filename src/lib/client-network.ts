/**
 * Which network a client address counts as for the rate limits and the field data's per-client
 * cap: an IPv4 address is itself; an IPv6 address is its /64, the smallest block a provider hands
 * one subscriber (one home or phone may use any of its 2^64 addresses, so keying by the full
 * address would give each of them a limit of its own). An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is the IPv4 address. Anything that is not an address is returned trimmed.
 */

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const text = address.replace(/%.*$/, '').toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(':')) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (piece.includes('.')) {
        // An embedded IPv4 address, only as the last piece.
        const v4 = ipv4Octets(piece);
        if (!v4 || i !== pieces.length - 1) return undefined;
        groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else {
        if (!/^[0-9a-f]{1,4}$/.test(piece)) return undefined;
        groups.push(parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

function ipv4Octets(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

/** The key a client is counted under: an IPv4 address, or an IPv6 address's /64 (`2001:db8:1:2::/64`). */
export function clientNetworkKey(address: string): string {
  const text = address.trim();
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const mappedV4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mappedV4) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
