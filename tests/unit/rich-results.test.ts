/** The rich-result rules tests/site checks every JSON-LD block with (tests/support/rich-results.ts). */
import { describe, expect, it } from 'vitest';
import { richResultProblems } from '../support/rich-results';

const studio = {
  '@type': 'Organization',
  '@id': 'https://x.dev/#organization',
  name: 'X Studio',
  url: 'https://x.dev/',
  logo: { '@type': 'ImageObject', url: 'https://x.dev/logo.png' },
};
const article = {
  '@type': 'Article',
  headline: 'A case',
  image: 'https://x.dev/og/a.jpg',
  datePublished: '2025-01-02',
  dateModified: '2025-03-04',
  author: studio,
  publisher: studio,
};

describe('the rich-result rules', () => {
  it('take an Article whose author and publisher are named, with a logo', () => {
    expect(richResultProblems(article)).toEqual([]);
  });

  it('refuse an author or publisher named only by an @id, which a page read alone cannot resolve', () => {
    const byId = { '@id': studio['@id'] };
    expect(richResultProblems({ ...article, author: byId, publisher: byId })).toEqual([
      'Article: author.name missing',
      'Article: author.url missing',
      'Article: publisher.name missing',
      'Article: publisher.logo missing',
      'Article: author has @type undefined, not Person or Organization',
    ]);
    expect(richResultProblems({ ...article, author: [studio, { '@type': 'Person' }] })).toEqual([
      'Article: author.name missing',
      'Article: author.url missing',
    ]);
  });

  it('hold a SoftwareApplication to its requirements wherever it is nested', () => {
    const page = { '@type': 'WebPage', name: 'Tool', url: 'https://x.dev/t', publisher: studio };
    expect(richResultProblems({ ...page, about: { '@type': 'Thing', name: 'Tool' } })).toEqual([]);
    const problems = richResultProblems({ ...page, about: { '@type': 'SoftwareApplication', name: 'Tool' } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^WebPage: about is a SoftwareApplication without the required offers\.price/);
    expect(problems[1]).toMatch(/without the required aggregateRating\|review/);
  });
});
