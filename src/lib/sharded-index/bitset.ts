/**
 * A set of positions in a catalogue as one bit per entry (10,000 entries: 1.25 KB), the form a
 * sharded index stores each facet value's matches in: AND combines filters, a popcount counts
 * the matches, and the n-th set bits are the positions of a page. Bit i is bit (i % 8) of byte
 * floor(i / 8). Encoded as base64 for a JSON file. Pure functions, unit-tested.
 */

export type Bitset = Uint8Array;

const bytesFor = (size: number): number => Math.ceil(size / 8);

/** A set of `size` positions holding `positions`. */
export function bitsetOf(size: number, positions: Iterable<number>): Bitset {
  const bits = new Uint8Array(bytesFor(size));
  for (const position of positions) {
    if (!Number.isInteger(position) || position < 0 || position >= size)
      throw new RangeError(`position ${position} is outside 0..${size - 1}`);
    bits[position >> 3] = (bits[position >> 3] ?? 0) | (1 << (position & 7));
  }
  return bits;
}

/** Every position of `size`. */
export const fullBitset = (size: number): Bitset =>
  bitsetOf(
    size,
    Array.from({ length: size }, (_, i) => i),
  );

export const hasBit = (bits: Bitset, position: number): boolean =>
  ((bits[position >> 3] ?? 0) & (1 << (position & 7))) !== 0;

/** The positions in both sets (a new set; the shorter length wins). */
export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint8Array(Math.min(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = (a[i] ?? 0) & (b[i] ?? 0);
  return out;
}

/** A copy of `bits` keeping only the positions `keep` accepts. */
export function keepWhere(bits: Bitset, keep: (position: number) => boolean): Bitset {
  const out = bits.slice();
  for (const position of setPositions(bits))
    if (!keep(position)) out[position >> 3] = (out[position >> 3] ?? 0) & ~(1 << (position & 7));
  return out;
}

/** How many positions the set holds. */
export function popcount(bits: Bitset): number {
  let count = 0;
  for (const byte of bits) {
    let b = byte;
    while (b) {
      b &= b - 1;
      count++;
    }
  }
  return count;
}

/** The set positions in ascending order, from the `skip`-th on, at most `take` of them. */
export function setPositions(bits: Bitset, skip = 0, take = Number.POSITIVE_INFINITY): number[] {
  const found: number[] = [];
  let seen = 0;
  for (let byte = 0; byte < bits.length && found.length < take; byte++) {
    const value = bits[byte] ?? 0;
    if (value === 0) continue;
    for (let bit = 0; bit < 8 && found.length < take; bit++) {
      if ((value & (1 << bit)) === 0) continue;
      if (seen++ >= skip) found.push(byte * 8 + bit);
    }
  }
  return found;
}

/** The set as base64 text. */
export function encodeBitset(bits: Bitset): string {
  let binary = '';
  for (const byte of bits) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A set read back from `encodeBitset`'s text, for a catalogue of `size` entries. */
export function decodeBitset(text: string, size: number): Bitset {
  const binary = atob(text);
  if (binary.length !== bytesFor(size))
    throw new Error(`a set of ${size} entries takes ${bytesFor(size)} bytes, this one ${binary.length}`);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
