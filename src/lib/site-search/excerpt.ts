/**
 * A result's excerpt as Pagefind gives it: the page's text with `<` and `>` escaped and each
 * matched word wrapped in `<mark>`. Read into plain segments, so it is rendered as text (never
 * as HTML) with the matched words marked.
 */

export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) segments.push({ text: unescape(part), marked });
  }
  return segments;
}
