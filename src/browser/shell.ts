/**
 * The page shell's JavaScript: the mobile sidebar (menu button, overlay, Escape, links), the
 * zoom and theme controls, image fallbacks, recovery from a chunk that fails to load, the marking
 * of links about to be followed (navigation-intent.ts) and the field beacon's loader
 * (vitals-loader.ts). The
 * Tools/Expertise groups are native <details>, no script needed.
 */
import './chunk-recovery';
import { modalDrawer } from './modal-drawer';
import './navigation-intent';
import { setupPreference } from './preference';
import { themePreference } from './theme-preference';
import './vitals-loader';
import { zoomPreference } from './zoom-preference';

const MOBILE_QUERY = '(max-width: 767.98px)';

function setupSidebar(): void {
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  const overlay = document.querySelector<HTMLElement>('[data-sidebar-overlay]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  if (!sidebar || !overlay || !toggle) return;

  const isOpen = () => sidebar.dataset.open === 'true';
  // A modal drawer while open: the page behind is inert, focus moves in and stays inside.
  const modal = modalDrawer(
    sidebar,
    [overlay, document.getElementById('toast-root')].filter((e) => e !== null),
    isOpen,
  );
  const setOpen = (open: boolean, returnFocus = false) => {
    sidebar.dataset.open = String(open);
    overlay.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    document.body.classList.toggle('max-md:overflow-hidden', open);
    if (open) modal.opened();
    else {
      modal.closed();
      if (returnFocus) toggle.focus();
    }
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  overlay.addEventListener('click', () => setOpen(false, true));
  sidebar.querySelector('[data-sidebar-close]')?.addEventListener('click', () => setOpen(false, true));
  sidebar.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]') && isOpen()) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    // A layer opened over the menu (the search dialog) takes its Escape first and marks it handled:
    // one Escape closes the topmost layer only. (No import of src/lib/modal-layer.ts here: a
    // module shared with an island becomes a chunk of its own, and this script would no longer
    // be inlined into the page.)
    if (event.key === 'Escape' && isOpen() && !event.defaultPrevented) setOpen(false, true);
  });
  window.matchMedia(MOBILE_QUERY).addEventListener('change', (event) => {
    if (!event.matches && isOpen()) setOpen(false);
  });
}

/**
 * Images that fail to load (now, or before this script ran) give way to a first-letter
 * placeholder (spec: first-letter placeholders): an image marked `data-fallback="X"` is replaced
 * by a tile showing X, named by `data-fallback-label` (a thumbnail's: the title the letter stands
 * for) or else by the image's alt text; a tool logo (`data-tool-logo`) is hidden, so the letter tile drawn under
 * it at build time shows.
 */
function replaceWithPlaceholder(img: HTMLImageElement): void {
  const tile = document.createElement('span');
  tile.setAttribute('role', 'img');
  tile.setAttribute('aria-label', img.dataset.fallbackLabel ?? img.alt);
  tile.dataset.placeholder = '';
  tile.className = `${img.className} bg-accent-gradient grid place-items-center font-bold text-white/90 text-4xl`;
  const letter = document.createElement('span');
  letter.setAttribute('aria-hidden', 'true');
  letter.textContent = img.dataset.fallback ?? '?';
  tile.append(letter);
  img.replaceWith(tile);
}

function onImageFailed(img: HTMLImageElement): void {
  if (img.dataset.toolLogo !== undefined) img.hidden = true;
  else if (img.dataset.fallback !== undefined) replaceWithPlaceholder(img);
}

function setupImageFallbacks(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) onImageFailed(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback], img[data-tool-logo]')) {
    if (img.complete && img.naturalWidth === 0) onImageFailed(img);
  }
}

setupSidebar();
setupPreference(zoomPreference);
setupPreference(themePreference);
setupImageFallbacks();
