/**
 * Files as the content editor reads and saves them, for its unit tests: bytes and text, a
 * Markdown file's front matter as data, a Markdown file as Keystatic writes it, and a sold
 * project's file.
 */
import { parse as parseYaml } from 'yaml';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
export const bytes = (text: string): Uint8Array => encoder.encode(text);
export const text = (data: Uint8Array): string => decoder.decode(data);

/** The front matter of a Markdown file as data. */
export const frontmatterOf = (file: string): Record<string, unknown> =>
  parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(file)?.[1] ?? '') as Record<string, unknown>;

/** A Markdown file with these fields (as Keystatic writes it: YAML of the data) and a body. */
export const markdownFile = (data: Record<string, unknown>, body = 'Body\n'): string =>
  `---\n${Object.entries(data)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n${body}`;

/** A sold project's file, with its sale fields after the status. */
export const sold = [
  '---',
  'id: 7',
  'title: "A"',
  'projectType: saas',
  'status: sold',
  'salePrice: 16900',
  'saleDate: "2025-03-04"',
  'techStack: [Astro]',
  '---',
  'Body',
  '',
].join('\n');
