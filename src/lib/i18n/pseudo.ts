/**
 * The pseudo-language of the layout and hard-coded-string check: every text of the default
 * language with accented letters and about 40 % longer, its `{placeholders}` kept. A page built
 * in it shows at once a word the code wrote itself (it stays plain English) and a box too tight
 * for a longer language (German runs about a third longer than English).
 */

/** The pseudo-language's code (an unassigned, private-use-like tag: never a real language). */
export const PSEUDO_LANGUAGE = 'qps';
/** Its locale for dates and numbers: English's, so figures stay readable. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};
const PLACEHOLDER = /(\{[a-zA-Z][a-zA-Z0-9]*\})/;
/** How much longer a text gets. */
export const PSEUDO_GROWTH = 0.4;

/**
 * Texts with a length limit of their own (a page's title and description, which search results
 * cut): accented, not lengthened, as a translator writes them within the same limits.
 */
const LIMITED_FIELDS = new Set(['title', 'description', 'searchDescription', 'pageTitle', 'pageDescription']);

/** A text in the pseudo-language: accented, its words lengthened by doubling vowels, placeholders kept. */
export function pseudoText(text: string, growth = PSEUDO_GROWTH): string {
  const letters = text.replace(/\s/g, '').length;
  let budget = Math.ceil(letters * growth);
  return text
    .split(PLACEHOLDER)
    .map((part) => {
      if (PLACEHOLDER.test(part)) return part;
      let out = '';
      for (const char of part) {
        const accented = ACCENTED[char] ?? char;
        out += accented;
        // Double vowels while the budget lasts, so the text grows inside its words (they wrap as words do).
        if (budget > 0 && /[aeiouyAEIOUY]/.test(char)) {
          out += accented.toLowerCase();
          budget -= 1;
        }
      }
      return out;
    })
    .join('')
    .concat(budget > 0 ? ` ${'·'.repeat(budget)}` : '');
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: Json) => (isRecord(value) && typeof value.id === 'string' ? value.id : undefined);

/**
 * A translation into the pseudo-language, shaped like an existing translation (`template`: which
 * fields a kind translates) and made from the entry's own texts (`source`); ids stay as they are.
 */
export function pseudoTranslation(template: Json, source: Json, field = ''): Json {
  if (isRecord(template) && isRecord(source))
    return Object.fromEntries(
      Object.keys(template).map((key) => [
        key,
        key === 'id' ? source[key] : pseudoTranslation(template[key], source[key], key),
      ]),
    );
  if (Array.isArray(template) && Array.isArray(source)) {
    const byId = new Map(source.map((item) => [idOf(item), item]));
    // Items with ids by id, the others (texts, objects without ids) in order.
    return template.map((item, index) => {
      const id = idOf(item);
      return pseudoTranslation(item, (id === undefined ? undefined : byId.get(id)) ?? source[index], field);
    });
  }
  if (typeof source !== 'string') return source;
  return pseudoText(source, LIMITED_FIELDS.has(field) ? 0 : PSEUDO_GROWTH);
}

/** A whole dictionary in the pseudo-language: every text, its name and locale its own. */
export function pseudoDictionary(english: Record<string, Json>): Record<string, Json> {
  return { ...(pseudoTranslation(english, english) as Record<string, Json>), name: 'Pseudo', locale: PSEUDO_LOCALE };
}

/** What Markdown keeps as written: fenced code, inline code, a link's or image's address, an HTML tag. */
const MARKDOWN_CODE = /(^```[\s\S]*?^```|`[^`\n]*`|\]\([^)\n]*\)|<[^>\n]+>)/m;

/** A Markdown body in the pseudo-language: its prose accented and lengthened, its code and addresses kept. */
export function pseudoMarkdown(body: string): string {
  return body
    .split(new RegExp(MARKDOWN_CODE.source, 'gm'))
    .map((part, index) => (index % 2 === 1 || !/\p{L}/u.test(part) ? part : pseudoText(part)))
    .join('');
}
