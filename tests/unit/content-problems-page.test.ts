/** The page `npm run dev` answers with while content is invalid (src/lib/content/problems-page.ts). */
import { describe, expect, it } from 'vitest';
import { contentProblemsPage } from '@/lib/content/problems-page';

describe('contentProblemsPage (npm run dev while content is invalid)', () => {
  it('lists each problem with its file and field, escaped, and reloads through the Vite client', () => {
    const html = contentProblemsPage([
      'content error in tools/x.md: category: "<b>bad</b>" is not a category',
      'content error in projects/y.md: (line 4): the YAML does not parse: x',
    ]);
    expect(html).toContain('<title>2 content errors</title>');
    expect(html).toContain('<code class="file">content/tools/x.md</code> <code class="field">category</code>');
    expect(html).toContain('&quot;&lt;b&gt;bad&lt;/b&gt;&quot; is not a category');
    expect(html).not.toContain('<b>bad</b>');
    expect(html).toContain('<code class="field">(line 4)</code>');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  });
});
