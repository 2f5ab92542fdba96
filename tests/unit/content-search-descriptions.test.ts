/** The search description of a content entry (src/lib/content/search-descriptions.ts): its own, or its text cut to fit. */
import { describe, expect, it } from 'vitest';
import { searchDescriptionProblem, searchText } from '@/lib/content/search-descriptions';

describe('search descriptions of content entries', () => {
  it("take the editor's own when given, else the entry's text", () => {
    expect(searchText('tools', { description: 'Long text.', searchDescription: 'Own.' })).toBe('Own.');
    expect(searchText('projects', { shortDescription: 'Card text.' })).toBe('Card text.');
  });
  it('name an entry whose text cannot be cut to fit, until it has its own', () => {
    const description = `Tools for ${'this, that, '.repeat(20)}and more`;
    expect(searchDescriptionProblem('tools', { description })).toMatch(/cannot be cut .* write a search description/);
    expect(searchDescriptionProblem('tools', { description, searchDescription: 'Tools we use.' })).toBeUndefined();
  });
});
