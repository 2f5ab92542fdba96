/**
 * A browser's form post (the forms without JavaScript) as the JSON payload the API validates:
 * the fields are named as the payload's keys, so this only restores what HTML forms cannot say.
 * - `technologies` is every value of its checkboxes (a list, empty ones dropped);
 * - `termsAccepted` is true when its checkbox was sent at all, false when it was not;
 * - `subject` is the form type's fixed subject when the post has none;
 * - a consultation's `formattedDate` is written from its `date` ('2025-03-04' from the native
 *   date input) when the post has none.
 * Every other field keeps its last value, as text. Validation stays with the zod schemas.
 */
import { formatLongDate, parseIsoDay } from './calendar.ts';
import { SUBJECTS, TECHNOLOGY_FIELD, isFormType } from './values.ts';

const LIST_FIELDS = new Set<string>([TECHNOLOGY_FIELD]);
const CHECKBOX_FIELDS = ['termsAccepted'] as const;

export function formPostToPayload(entries: Iterable<readonly [string, string]>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const lists = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (LIST_FIELDS.has(name)) {
      const list = lists.get(name) ?? [];
      if (value.trim() !== '') list.push(value);
      lists.set(name, list);
    } else payload[name] = value;
  }
  for (const [name, list] of lists) payload[name] = list;

  const formType = payload['formType'];
  if (!isFormType(formType)) return payload;
  if (payload['subject'] === undefined) payload['subject'] = SUBJECTS[formType];
  if (formType === 'request') {
    for (const name of CHECKBOX_FIELDS) payload[name] = payload[name] !== undefined;
    payload[TECHNOLOGY_FIELD] ??= [];
  }
  if (formType === 'consultation' && payload['formattedDate'] === undefined) {
    const day = typeof payload['date'] === 'string' ? parseIsoDay(payload['date']) : undefined;
    // Without a day there is nothing to write out: the date's own message says what is wrong.
    payload['formattedDate'] = day ? formatLongDate(day) : '';
  }
  return payload;
}

const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;

function hexValue(byte: number | undefined): number | undefined {
  if (byte === undefined) return undefined;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return undefined;
}

/** One name or value: '+' is a space, %XX a byte, then the bytes read in the form's charset. */
function decodePart(bytes: Uint8Array, decoder: TextDecoder): string {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    const high = byte === PERCENT ? hexValue(bytes[i + 1]) : undefined;
    const low = byte === PERCENT ? hexValue(bytes[i + 2]) : undefined;
    if (high !== undefined && low !== undefined) {
      out[length++] = high * 16 + low;
      i += 2;
    } else out[length++] = byte === PLUS ? SPACE : byte;
  }
  return decoder.decode(out.subarray(0, length));
}

/**
 * An application/x-www-form-urlencoded body as name/value pairs, read in the charset the post
 * declares (a browser encodes a form in its page's charset; URLSearchParams would read every
 * body as UTF-8). Throws a RangeError for a charset the platform does not know.
 */
export function decodeUrlEncoded(body: Uint8Array, charset = 'utf-8'): [string, string][] {
  const decoder = new TextDecoder(charset);
  const pairs: [string, string][] = [];
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length && body[i] !== AMPERSAND) continue;
    const part = body.subarray(start, i);
    start = i + 1;
    if (part.length === 0) continue;
    const equals = part.indexOf(EQUALS);
    const name = equals === -1 ? part : part.subarray(0, equals);
    const value = equals === -1 ? new Uint8Array(0) : part.subarray(equals + 1);
    pairs.push([decodePart(name, decoder), decodePart(value, decoder)]);
  }
  return pairs;
}
