import { describe, expect, it } from 'vitest';
import { notFoundScreenFor } from '@/lib/not-found';

describe('notFoundScreenFor', () => {
  it.each([
    ['/case-studies/nope', 'Case Study Not Found'],
    ['/tools/detail/nope', 'Tool Not Found'],
    ['/tools/nope', 'Category Not Found'],
    ['/expertise/nope', 'Expertise Area Not Found'],
    ['/methodology/nope', 'Methodology Not Found'],
    ['/business-ideas/nope?x=1', 'Business Idea Not Found'],
  ])('%s -> %s', (path, title) => {
    expect(notFoundScreenFor(path)?.title).toBe(title);
  });

  it('leaves any other path to the generic screen', () => {
    expect(notFoundScreenFor('/nothing-here')).toBeUndefined();
    expect(notFoundScreenFor('/tools/')).toBeUndefined();
  });

  it('sends each section back to its list', () => {
    expect(notFoundScreenFor('/expertise/x')?.backLabel).toBe('Back to All Expertise Areas');
    expect(notFoundScreenFor('/methodology/x')?.backLabel).toBe('Back to Expertise & Methodologies');
    expect(notFoundScreenFor('/business-ideas/x')?.backLabel).toBe('Back to Home');
  });
});
