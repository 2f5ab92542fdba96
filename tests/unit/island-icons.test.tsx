import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '@/components/islands/island-icons';
import { CIRCLE_CHECK_ICON, ICON_SVG_ATTRIBUTES, X_ICON } from '@/lib/icon-shapes';

describe('island icons (drawn from src/lib/icon-shapes.ts)', () => {
  it('draw an icon’s shapes in order inside the shared <svg> attributes', () => {
    expect(renderToStaticMarkup(<icons.X className="size-4" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="size-4"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>',
    );
    expect(renderToStaticMarkup(<icons.CircleCheck />)).toContain(
      '<circle cx="12" cy="12" r="10"></circle><path d="m16 9-5.5 5.5L8 12"></path>',
    );
    expect(X_ICON).toHaveLength(2);
    expect(CIRCLE_CHECK_ICON[0]).toEqual({ tag: 'circle', cx: 12, cy: 12, r: 10 });
  });

  it('every icon carries every shared attribute, and a caller may add to them', () => {
    for (const [name, Icon] of Object.entries(icons)) {
      const markup = renderToStaticMarkup(<Icon data-test="1" />);
      for (const [key, value] of Object.entries(ICON_SVG_ATTRIBUTES))
        expect(markup, name).toContain(`${key}="${value}"`);
      expect(markup, name).toContain('data-test="1"');
      expect(markup, name).toMatch(/<(path|circle) /);
    }
  });
});
