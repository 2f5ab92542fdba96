/**
 * The layout check itself (tests/support/layout-check.ts), on small pages made for it: each kind
 * of fault it reports is found, in the state it appears in, and a sound page gives none. The
 * pages that use it (pages.spec.ts and others) can only say "no fault"; this says the check would
 * have seen one. Tabs are switched the two ways the site does it: at once in the click handler
 * (Tabs.astro's script) and a few frames later (as an island might).
 */
import { expect, test } from '../support/browser-test';
import { findLayoutFaults, type LayoutFault } from '../support/layout-check';

const summary = (faults: LayoutFault[]) => faults.map(({ kind, state, text }) => ({ kind, state, text }));

/** Two tabs; the second panel's text runs past its bordered box. `later` switches two frames after the click. */
const tabsPage = (later: boolean) => `
<style>body { margin: 0; font: 16px sans-serif } .box { width: 120px; border: 1px solid #000 }</style>
<div role="tablist" aria-label="Sections">
  <button role="tab" aria-selected="true" data-panel="a">First</button>
  <button role="tab" aria-selected="false" data-panel="b">Second</button>
</div>
<div id="a" role="tabpanel"><p class="box">Fits.</p></div>
<div id="b" role="tabpanel" hidden><p class="box" style="white-space: nowrap">A line far too long for its box</p></div>
<script>
  const frames = (n, done) => (n ? requestAnimationFrame(() => frames(n - 1, done)) : done());
  for (const tab of document.querySelectorAll('[role="tab"]'))
    tab.addEventListener('click', () => {
      const show = () => {
        for (const other of document.querySelectorAll('[role="tab"]')) {
          other.setAttribute('aria-selected', String(other === tab));
          document.getElementById(other.dataset.panel).hidden = other !== tab;
        }
      };
      ${later ? 'frames(2, show);' : 'show();'}
    });
</script>`;

test.describe('the layout check', () => {
  test('finds text past its box in a tab panel opened at once, and only there', async ({ page }) => {
    await page.setContent(tabsPage(false));
    expect(await page.evaluate(findLayoutFaults, {})).toEqual([]);
    expect(summary(await page.evaluate(findLayoutFaults, { eachTab: true }))).toEqual([
      { kind: 'text-outside-box', state: 'tab "Second" open', text: 'A line far too long for its box' },
    ]);
    // The selected tab is open again afterwards.
    await expect(page.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  });

  test('waits for a tab panel that opens a few frames after the click', async ({ page }) => {
    await page.setContent(tabsPage(true));
    expect(summary(await page.evaluate(findLayoutFaults, { eachTab: true }))).toEqual([
      { kind: 'text-outside-box', state: 'tab "Second" open', text: 'A line far too long for its box' },
    ]);
  });

  test('reports a tab that does not open', async ({ page }) => {
    await page.setContent(`
      <div role="tablist" aria-label="Sections">
        <button role="tab" aria-selected="true">First</button>
        <button role="tab" aria-selected="false">Stuck</button>
      </div>`);
    expect(summary(await page.evaluate(findLayoutFaults, { eachTab: true }))).toEqual([
      { kind: 'tab-not-opened', state: 'tab "Stuck" open', text: 'Stuck' },
    ]);
  });

  test('reports sideways page scroll and a short label cut with an ellipsis', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.setContent(`
      <style>body { margin: 0; font: 16px sans-serif }</style>
      <div style="width: 400px; height: 10px"></div>
      <span style="display: block; width: 40px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Contact us</span>`);
    expect((await page.evaluate(findLayoutFaults, {})).map(({ kind }) => kind)).toEqual([
      'page-scroll',
      'short-label-truncated',
    ]);
  });

  test('skips text meant to be cut or scrolled: a scroll container, line-clamp, a closed <details>', async ({
    page,
  }) => {
    await page.setContent(`
      <style>body { margin: 0; font: 16px sans-serif } .box { width: 100px; border: 1px solid #000; white-space: nowrap }</style>
      <div class="box" style="overflow-x: auto"><span>A long line that scrolls in its box</span></div>
      <p class="box" style="white-space: normal; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 1">
        A long text clamped to one line on purpose by its box</p>
      <details><summary>More</summary><p class="box">A long line inside a closed disclosure</p></details>`);
    expect(await page.evaluate(findLayoutFaults, {})).toEqual([]);
  });
});
