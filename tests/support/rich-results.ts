/**
 * What Google's rich results require and recommend of each schema.org type the site declares,
 * written from Google Search Central's structured-data documentation:
 *
 * - Article: https://developers.google.com/search/docs/appearance/structured-data/article
 *   (no required property; recommended: author, author.name, author.url, dateModified,
 *   datePublished, headline, image; each author a Person or an Organization). The site also
 *   names the publisher with its name and logo, which Google's older Article requirements and
 *   the testing tools built on them ask for: each page is read on its own, so a bare `@id` that
 *   only the home page resolves names no one.
 * - BreadcrumbList: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   (required: itemListElement; each ListItem: name, position, and item except on the last one)
 * - FAQPage: https://developers.google.com/search/docs/appearance/structured-data/faqpage
 *   (required: mainEntity; each Question: name, acceptedAnswer with text)
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 *   (no required property; recommended among others: name, url, logo of at least 112x112 px in a
 *   format Google Images supports, description, email, sameAs, contactPoint)
 * - SoftwareApplication: https://developers.google.com/search/docs/appearance/structured-data/software-app
 *   (required: name, offers.price, aggregateRating or review; recommended: applicationCategory,
 *   operatingSystem). Google reads one wherever it finds it, nested in another block too, so the
 *   requirement holds for nested ones. The site declares none: a tool page is a WebPage about a
 *   Thing.
 * - WebSite: https://developers.google.com/search/docs/appearance/site-names
 *   (required for the site name: name, url; recommended: alternateName)
 * - CollectionPage: no rich result of its own (https://schema.org/CollectionPage); a list page
 *   (/expertise, a tool category) gives its name, url and language.
 * - WebPage: no rich result of its own (https://schema.org/WebPage); the site gives it a name and
 *   url so the page it describes is named.
 *
 * Each rule reads one top-level block (the unit Google's Rich Results Test reports on) and
 * returns its problems. `required` fails the check; `recommended` lists what Google would like,
 * and `filled` the recommended properties the site always fills, which fail the check too. A
 * dotted property (`author.name`) must be there in every value (each author). A type marked
 * `nested` is also checked, against `required`, wherever it sits inside another block.
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
  /** Google reads the type as its rich result inside other blocks too: `required` holds there. */
  nested?: boolean;
}

const asNodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is Node => typeof item === 'object' && item !== null,
  );

const present = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Whether the property (or one of its "|" alternatives) is there; a dotted one in every value it goes through. */
const has = (node: Node, property: string): boolean =>
  property.split('|').some((alternative) => {
    const [key = '', ...rest] = alternative.split('.');
    if (rest.length === 0) return present(node[key]);
    const values = asNodes(node[key]);
    return values.length > 0 && values.every((value) => has(value, rest.join('.')));
  });

/** Every typed node inside a block, with the property path that leads to it. */
function nestedNodes(node: Node, path: string[] = []): { path: string; node: Node }[] {
  return Object.entries(node).flatMap(([key, value]) =>
    asNodes(value).flatMap((inner) => [
      ...(typeof inner['@type'] === 'string' ? [{ path: [...path, key].join('.'), node: inner }] : []),
      ...nestedNodes(inner, [...path, key]),
    ]),
  );
}

const AUTHOR_TYPES = ['Person', 'Organization'];

export const RICH_RESULTS: Readonly<Record<string, RichResultRule>> = {
  Article: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/article',
    required: [],
    recommended: ['author', 'author.name', 'author.url', 'dateModified', 'datePublished', 'headline', 'image'],
    filled: [
      'author',
      'author.name',
      'author.url',
      'dateModified',
      'datePublished',
      'headline',
      'image',
      'publisher',
      'publisher.name',
      'publisher.logo',
    ],
    inner: (node) =>
      asNodes(node.author)
        .filter((author) => !AUTHOR_TYPES.includes(String(author['@type'])))
        .map((author) => `author has @type ${String(author['@type'])}, not Person or Organization`),
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
  CollectionPage: {
    source: 'https://schema.org/CollectionPage',
    required: ['name', 'url'],
    recommended: [],
    filled: ['inLanguage', 'publisher'],
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
    nested: true,
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
    ...nestedNodes(node).flatMap(({ path, node: inner }) => {
      const innerType = String(inner['@type']);
      const innerRule = RICH_RESULTS[innerType];
      if (!innerRule?.nested) return [];
      return innerRule.required
        .filter((p) => !has(inner, p))
        .map((p) => `${type}: ${path} is a ${innerType} without the required ${p} (${innerRule.source})`);
    }),
  ];
}
