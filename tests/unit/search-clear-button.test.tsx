import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchClearButton } from '@/components/islands/SearchClearButton';

describe('search clear button', () => {
  it('is a named button placed by its field, with the × drawn for sight only', () => {
    const html = renderToStaticMarkup(
      <SearchClearButton label="Clear search" onClear={() => undefined} className="right-2 size-7" />,
    );
    expect(html).toMatch(/^<button type="button" aria-label="Clear search" class="[^"]*\bright-2 size-7"/);
    expect(html).toContain('absolute top-1/2');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
