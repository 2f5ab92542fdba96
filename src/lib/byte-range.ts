/**
 * The byte range a request asks of a file (RFC 9110, section 14), decided before any byte is read:
 * one range of `bytes`, clamped to the file, or the whole file, or nothing the file can give (416).
 * Numbers of any length are read without overflow: a range past the end is clamped or refused,
 * never handed to a stream.
 */

export type ByteRange =
  /** No usable range: several ranges, another unit, a reversed or malformed one (the header is ignored). */
  | { kind: 'whole' }
  /** Bytes `start` to `end`, both included, within the file. */
  | { kind: 'part'; start: number; end: number }
  /** The range starts past the end of the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/** The range of a file of `size` bytes that the `Range` header asks for. */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : ONE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // the last `last` bytes
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether a range request may be answered with a part: without `If-Range`, yes; with it, only when
 * it names the file as it is now. An entity tag must match strongly, and a weak one (`W/"..."`)
 * never does (RFC 9110, 13.1.5); a date must equal the file's Last-Modified.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  const value = ifRange?.trim();
  if (!value) return true;
  if (value.startsWith('"') || value.startsWith('W/')) return !etag.startsWith('W/') && value === etag;
  const asked = Date.parse(value);
  return !Number.isNaN(asked) && asked === Date.parse(lastModified);
}
