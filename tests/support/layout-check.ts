/**
 * The layout-integrity check, run inside the page (`page.evaluate(findLayoutFaults, {})`): what a
 * visitor would see as broken, in the state the page is in once its fonts and two frames are in
 * (after a resize or a zoom), and with `{ eachTab: true }` also with each tab panel open in turn
 * (each tab clicked, then the selected ones again; a tab that does not open is a fault too), all
 * in one call: a round trip per state cost more than the checks.
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
  kind: 'page-scroll' | 'text-outside-box' | 'short-label-truncated' | 'tab-not-opened';
  /** The state the page was in: "" as found, or `tab "Name" open`. */
  state: string;
  /** A CSS path to the element, for the report. */
  where: string;
  text: string;
  /** How many pixels past (or how far the page scrolls). */
  by: number;
}

export async function findLayoutFaults(options: { eachTab?: boolean } = {}): Promise<LayoutFault[]> {
  const TOLERANCE = 1;
  const SHORT_LABEL = 40;

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

  /** The checks below, on the page as it is now. */
  const faultsIn = (state: string): LayoutFault[] => {
    const faults: LayoutFault[] = [];
    // The box each element's text is measured against, found once per element in this state
    // (text nodes share their ancestors): the nearest ancestor that draws a box or clips, or
    // null when the text is skipped (hidden, in a scroll container, clamped, cut on purpose)
    // or has no box.
    const boxes = new Map<Element, Element | null>();
    const boxOf = (element: Element): Element | null => {
      const known = boxes.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      let box: Element | null;
      if (hidden(style) || scrolls(style) || ellipsis(style) || clamped(style)) box = null;
      else if (drawsBox(style) || clips(style)) box = element;
      else box = element.parentElement && element.parentElement !== document.body ? boxOf(element.parentElement) : null;
      boxes.set(element, box);
      return box;
    };
    // 1. Sideways scroll of the page.
    const scroller = document.scrollingElement ?? document.documentElement;
    const sideways = scroller.scrollWidth - scroller.clientWidth;
    if (sideways > 0) faults.push({ kind: 'page-scroll', state, where: 'html', text: '', by: sideways });

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
      const box = boxOf(parent);
      if (!box) continue;
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
            state,
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
          state,
          where: pathOf(element),
          text,
          by: element.scrollWidth - element.clientWidth,
        });
    }
    return faults;
  };

  /** Fonts, then two frames: a resize, a zoom or an opened tab is laid out before anything is measured. */
  const settled = () =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settled();
  const faults = faultsIn('');
  if (!options.eachTab) return faults;

  // Each tab that is not selected, opened in turn (a click, as a visitor's), then the selected
  // ones again. A tab is found again by its list's name and its own each time: opening one may
  // show or hide other tabs (a panel holding tabs), and an island may render its tabs anew.
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true });
  const nameOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].filter(shown).map((tab) => ({
    list: tab.closest('[role="tablist"]')?.getAttribute('aria-label') ?? '',
    name: nameOf(tab),
    selected: tab.ariaSelected === 'true',
  }));
  const find = ({ list, name }: { list: string; name: string }) =>
    [...document.querySelectorAll<HTMLElement>('[role="tablist"]')]
      .filter((element) => (element.getAttribute('aria-label') ?? '') === list)
      .flatMap((element) => [...element.querySelectorAll<HTMLElement>('[role="tab"]')])
      .find((tab) => nameOf(tab) === name && shown(tab));
  // A tab's panel is shown by the click itself (the tabs' script sets `hidden` at once; an
  // island's click is rendered in a microtask), so it is measured as soon as it is laid out,
  // unless a font it needs is still loading or it has not opened yet: then fonts and two frames
  // as above. Waiting for the frames on every tab took most of this check's time.
  const openedNow = async (tab: { list: string; name: string }) => {
    await Promise.resolve();
    void document.body.offsetHeight;
    return document.fonts.status === 'loaded' && find(tab)?.ariaSelected === 'true';
  };
  const open = async (tab: { list: string; name: string }, state: string) => {
    const control = find(tab);
    if (!control) return false;
    control.click();
    if (!(await openedNow(tab))) await settled();
    if (find(tab)?.ariaSelected !== 'true')
      faults.push({ kind: 'tab-not-opened', state, where: tab.list, text: tab.name, by: 0 });
    return true;
  };
  for (const tab of tabs.filter(({ selected }) => !selected)) {
    const state = `tab "${tab.name}" open`;
    if (await open(tab, state)) faults.push(...faultsIn(state));
  }
  for (const tab of tabs.filter(({ selected }) => selected)) await open(tab, `tab "${tab.name}" open again`);
  return faults;
}
