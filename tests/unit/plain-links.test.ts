/** Pages as plain links serve them: the same HTML without its speculation rules (src/build-time/plain-links.ts). */
import { describe, expect, it } from 'vitest';
import { withoutSpeculationRules } from '@/build-time/plain-links';

describe('withoutSpeculationRules', () => {
  it('leaves out every speculation rules script and nothing else', () => {
    const page =
      '<head><script type="speculationrules">{"prerender":[{"source":"document"}]}</script>' +
      '<script>var zoom = 75;</script></head><body><a href="/faq">FAQ</a>' +
      '<script type="speculationrules">{"prefetch":[]}</script></body>';
    expect(withoutSpeculationRules(page)).toBe(
      '<head><script>var zoom = 75;</script></head><body><a href="/faq">FAQ</a></body>',
    );
  });

  it('leaves a page without rules as it is', () => {
    const page = '<p>No rules</p><script type="module">import "/x.js"</script>';
    expect(withoutSpeculationRules(page)).toBe(page);
  });
});
