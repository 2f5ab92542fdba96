/**
 * Editors write figures in page copy as placeholders (`Earn {commissionPercent}%`) so a number
 * lives in one place (content/site.json) and every sentence that mentions it follows along.
 */
const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export type TemplateValues = Readonly<Record<string, string | number>>;

/** One piece of a filled template: plain text, or the value of a placeholder (`token`). */
export interface TemplateSegment {
  text: string;
  token?: string;
}

/** The placeholder names a template uses, in order of first appearance. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}

/**
 * Splits a template into text and filled placeholders, so a renderer can wrap a value (a link
 * around an address, emphasis around a figure). Throws on a placeholder without a value, so a
 * typo in a content file fails the build instead of showing `{comissionPercent}` to visitors.
 */
export function templateSegments(template: string, values: TemplateValues): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder {${name}} in "${template}"`);
    if (match.index > last) segments.push({ text: template.slice(last, match.index) });
    segments.push({ text: String(value), token: name });
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push({ text: template.slice(last) });
  return segments;
}

/** The template with every placeholder replaced by its value. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return templateSegments(template, values)
    .map((segment) => segment.text)
    .join('');
}
