/**
 * The layout-integrity check, run inside the page (`page.evaluate(findLayoutFaults)`): what a
 * visitor would see as broken, in the state the page is in.
 *
 * - The page scrolls sideways.
 * - Text runs past the nearest ancestor that draws a box (a border, a background, a shadow or a
 *   ring) or cuts it off (overflow hidden), by more than 1 px: a value across a card's border,
 *   a label over a badge's edge, a name cut at a letter.
 * - A single-line label is truncated with an ellipsis although its whole text is short (under
 *   40 characters): it should wrap or get the room.
 *
 * Text that is not shown is skipped (display none, visibility hidden, opacity 0, a closed
 * <details>, visually hidden for screen readers), and so is text inside a scroll container (it is meant to scroll), inside
 * SVG, or clamped to a number of lines on purpose (line-clamp, a long text's ellipsis).
 *
 * Self-contained: Playwright serialises the function into the page, so it uses nothing from
 * outside its body.
 */
export interface LayoutFault {
  kind: 'page-scroll' | 'text-outside-box' | 'short-label-truncated';
  /** A CSS path to the element, for the report. */
  where: string;
  text: string;
  /** How many pixels past (or how far the page scrolls). */
  by: number;
}

export function findLayoutFaults(): LayoutFault[] {
  const TOLERANCE = 1;
  const SHORT_LABEL = 40;
  const faults: LayoutFault[] = [];

  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && parts.length < 5;
      node = node.parentElement
    ) {
      const id = node.id ? `#${node.id}` : '';
      const data = [...node.attributes].find((a) => a.name.startsWith('data-') && a.name !== 'data-astro-cid');
      parts.unshift(`${node.tagName.toLowerCase()}${id}${data ? `[${data.name}]` : ''}`);
    }
    return parts.join(' > ');
  };
  const visibleColor = (color: string) =>
    color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color) && !/\/ 0\)$/.test(color);

  /** Whether the element paints an edge a reader sees as the end of its box. */
  const drawsBox = (style: CSSStyleDeclaration): boolean => {
    // A gradient painted into the letters (background-clip: text) is the text, not a box.
    const paintsText = style.backgroundClip === 'text' || style.getPropertyValue('-webkit-background-clip') === 'text';
    if (!paintsText && (visibleColor(style.backgroundColor) || style.backgroundImage !== 'none')) return true;
    if (style.boxShadow !== 'none') return true;
    return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        visibleColor(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
    );
  };
  const clips = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const ellipsis = (style: CSSStyleDeclaration) => style.textOverflow === 'ellipsis';
  const clamped = (style: CSSStyleDeclaration) =>
    (style.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none' ||
    (style.getPropertyValue('line-clamp') || 'none') !== 'none';
  const hidden = (style: CSSStyleDeclaration) =>
    style.display === 'none' ||
    style.visibility === 'hidden' ||
    style.opacity === '0' ||
    // Visually hidden for screen readers (Tailwind's sr-only: clip-path inset(50%), 1 px box).
    (style.clipPath !== 'none' && style.position === 'absolute') ||
    style.clip === 'rect(0px, 0px, 0px, 0px)';

  // 1. Sideways scroll of the page.
  const scroller = document.scrollingElement ?? document.documentElement;
  const sideways = scroller.scrollWidth - scroller.clientWidth;
  if (sideways > 0) faults.push({ kind: 'page-scroll', where: 'html', text: '', by: sideways });

  // 2. Text past its box. One report per element (its first line past the box).
  const reported = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || reported.has(parent)) continue;
    if (parent.closest('svg, script, style, noscript, template, code, pre')) continue;
    // Not rendered: a closed <details>' content, content-visibility, hidden, opacity 0.
    if (!parent.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true }))
      continue;
    let box: Element | null = null;
    let skip = false;
    for (let element: Element | null = parent; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (hidden(style) || scrolls(style) || ellipsis(style) || clamped(style)) {
        skip = true;
        break;
      }
      if (drawsBox(style) || clips(style)) {
        box = element;
        break;
      }
    }
    if (skip || !box) continue;
    const edge = box.getBoundingClientRect();
    if (edge.width === 0 || edge.height === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0 || line.height === 0) continue;
      const by = Math.max(
        edge.left - line.left,
        line.right - edge.right,
        edge.top - line.top,
        line.bottom - edge.bottom,
      );
      if (by > TOLERANCE) {
        reported.add(parent);
        faults.push({
          kind: 'text-outside-box',
          where: `${pathOf(parent)} (box: ${pathOf(box)})`,
          text,
          by: Math.round(by),
        });
        break;
      }
    }
  }

  // 3. Short single-line labels cut with an ellipsis.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (!ellipsis(style) || clamped(style) || style.whiteSpace !== 'nowrap' || !clips(style)) continue;
    if (element.scrollWidth - element.clientWidth <= TOLERANCE) continue;
    if (element.getClientRects().length === 0) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > 0 && text.length < SHORT_LABEL)
      faults.push({
        kind: 'short-label-truncated',
        where: pathOf(element),
        text,
        by: element.scrollWidth - element.clientWidth,
      });
  }
  return faults;
}
