/**
 * What Google's rich results require and recommend of each schema.org type the site declares,
 * written from Google Search Central's structured-data documentation:
 *
 * - Article: https://developers.google.com/search/docs/appearance/structured-data/article
 *   (no required property; recommended: author, dateModified, datePublished, headline, image)
 * - BreadcrumbList: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   (required: itemListElement; each ListItem: name, position, and item except on the last one)
 * - FAQPage: https://developers.google.com/search/docs/appearance/structured-data/faqpage
 *   (required: mainEntity; each Question: name, acceptedAnswer with text)
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 *   (no required property; recommended among others: name, url, logo of at least 112x112 px in a
 *   format Google Images supports, description, email, sameAs, contactPoint)
 * - SoftwareApplication: https://developers.google.com/search/docs/appearance/structured-data/software-app
 *   (required: name, offers.price, aggregateRating or review; recommended: applicationCategory,
 *   operatingSystem). The site declares none at the top level: a tool page is a WebPage `about` one.
 * - WebSite: https://developers.google.com/search/docs/appearance/site-names
 *   (required for the site name: name, url; recommended: alternateName)
 * - WebPage: no rich result of its own (https://schema.org/WebPage); the site gives it a name and
 *   url so the page it describes is named.
 *
 * Each rule reads one top-level block (the unit Google's Rich Results Test reports on) and
 * returns its problems. `required` fails the check; `recommended` lists what Google would like,
 * and `filled` the recommended properties the site always fills, which fail the check too.
 */
type Node = Record<string, unknown>;

export interface RichResultRule {
  source: string;
  /** Properties (or alternatives joined by "|") that must be present. */
  required: readonly string[];
  recommended: readonly string[];
  /** Recommended properties the site promises to fill on every block of the type. */
  filled: readonly string[];
  /** Checks inside the block's values (list items, questions). */
  inner?: (node: Node) => string[];
}

const has = (node: Node, property: string): boolean =>
  property.split('|').some((alternative) => {
    const value = alternative.split('.').reduce<unknown>((at, key) => (at as Node | undefined)?.[key], node);
    return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  });

const asNodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is Node => typeof item === 'object' && item !== null,
  );

export const RICH_RESULTS: Readonly<Record<string, RichResultRule>> = {
  Article: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/article',
    required: [],
    recommended: ['author', 'dateModified', 'datePublished', 'headline', 'image'],
    filled: ['author', 'dateModified', 'datePublished', 'headline', 'image', 'publisher'],
  },
  BreadcrumbList: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    required: ['itemListElement'],
    recommended: [],
    filled: [],
    inner: (node) => {
      const items = asNodes(node.itemListElement);
      return items.flatMap((item, index) => [
        ...['name', 'position'].filter((p) => !has(item, p)).map((p) => `ListItem ${index + 1} has no ${p}`),
        ...(index < items.length - 1 && !has(item, 'item') ? [`ListItem ${index + 1} has no item`] : []),
      ]);
    },
  },
  FAQPage: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
    required: ['mainEntity'],
    recommended: [],
    filled: [],
    inner: (node) =>
      asNodes(node.mainEntity).flatMap((question, index) =>
        ['name', 'acceptedAnswer.text']
          .filter((p) => !has(question, p))
          .map((p) => `Question ${index + 1} has no ${p}`),
      ),
  },
  Organization: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
    required: [],
    recommended: ['name', 'url', 'logo', 'description', 'email', 'sameAs', 'contactPoint', 'address', 'telephone'],
    filled: ['@id', 'name', 'url', 'logo', 'description', 'email', 'contactPoint'],
  },
  SoftwareApplication: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/software-app',
    required: ['name', 'offers.price', 'aggregateRating|review'],
    recommended: ['applicationCategory', 'operatingSystem'],
    filled: [],
  },
  WebSite: {
    source: 'https://developers.google.com/search/docs/appearance/site-names',
    required: ['name', 'url'],
    recommended: ['alternateName'],
    filled: ['publisher'],
  },
  WebPage: {
    source: 'https://schema.org/WebPage',
    required: ['name', 'url'],
    recommended: [],
    filled: ['about'],
  },
};

/** The problems of one top-level JSON-LD block: an unknown type, a required or promised property missing. */
export function richResultProblems(block: unknown): string[] {
  const node = asNodes(block)[0];
  const type = node?.['@type'];
  if (!node || typeof type !== 'string') return ['a block without a single @type'];
  const rule = RICH_RESULTS[type];
  if (!rule) return [`${type}: not in the table of rich-result types (tests/support/rich-results.ts)`];
  return [
    ...rule.required.filter((p) => !has(node, p)).map((p) => `${type}: required ${p} missing (${rule.source})`),
    ...rule.filled.filter((p) => !has(node, p)).map((p) => `${type}: ${p} missing`),
    ...(rule.inner?.(node) ?? []).map((problem) => `${type}: ${problem}`),
  ];
}
