/**
 * The repair view's script (repair-page.astro): focus goes to the verdict of a save, "Go to
 * line N" selects that line of the file's text, and the hint says which line the caret is on.
 * The page works without it. It also keeps the page from being reloaded when content changes.
 */
import { lineRange } from '../../lib/content/text-lines.ts';
import { CONTENT_RELOAD_FLAG } from '../../lib/admin-paths.ts';

// The dev server reloads open pages when content changes, saves from this page included. A reload
// of the answer to a refused save would post its text again, so such reloads are pointed at a
// page that does not exist, which the dev server's client leaves alone (as AdminApp.tsx does).
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', (payload: { path?: string; [CONTENT_RELOAD_FLAG]?: boolean }) => {
    if (payload[CONTENT_RELOAD_FLAG]) payload.path = '/keystatic/(stays-open).html';
  });
}

export function enhanceRepairPage(doc: Document): void {
  doc.querySelector<HTMLElement>('[data-focus]')?.focus();
  // The answer to a refused save: a reload asks for the page again instead of posting once more.
  if (doc.querySelector('[data-refused]')) history.replaceState(null, '', location.href);
  const textarea = doc.querySelector<HTMLTextAreaElement>('textarea#text');
  if (!textarea) return;
  const caret = doc.getElementById('caret');
  const showCaret = () => {
    if (!caret) return;
    const line = textarea.value.slice(0, textarea.selectionStart).split('\n').length;
    caret.textContent = `Line ${line} of ${textarea.value.split('\n').length}.`;
  };
  for (const event of ['keyup', 'click', 'select', 'focus']) textarea.addEventListener(event, showCaret);
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-line]')) {
    button.addEventListener('click', () => {
      const [start, end] = lineRange(textarea.value, Number(button.dataset.line));
      textarea.focus();
      textarea.setSelectionRange(start, end);
      // Bring the line into view: the textarea scrolls by lines of its own height.
      const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 21;
      const row = textarea.value.slice(0, start).split('\n').length - 1;
      textarea.scrollTop = Math.max(0, (row - 3) * lineHeight);
      textarea.scrollIntoView({ block: 'nearest' });
      showCaret();
    });
  }
}
