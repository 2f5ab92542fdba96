/**
 * Reload once when a lazy chunk fails to load; show the error screen on a second failure.
 * Failures reach us three ways: Vite's preload helper (`vite:preloadError`), an island whose
 * code did not load (Astro's `astro:hydration-error`, after its own one retry), and any other
 * dynamic import nobody caught (`unhandledrejection`).
 */
import { decideRecovery, isChunkLoadError } from '@/lib/chunk-recovery';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function showErrorScreen(): void {
  const main = document.getElementById('main');
  if (!main || main.querySelector('[data-app-error]')) return;
  const box = document.createElement('div');
  box.dataset.appError = '';
  box.setAttribute('role', 'alert');
  box.className = 'mx-auto my-16 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900';
  const title = document.createElement('h1');
  title.className = 'text-2xl font-bold';
  title.textContent = 'Unexpected Application Error!';
  const text = document.createElement('p');
  text.className = 'mt-2';
  text.textContent = 'Part of this page could not be loaded. Please reload the page.';
  box.append(title, text);
  main.replaceChildren(box);
}

function recover(): void {
  if (decideRecovery(sessionStore(), Date.now()) === 'reload') window.location.reload();
  else showErrorScreen();
}

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  recover();
});
window.addEventListener('astro:hydration-error', (event) => {
  const error: unknown = event instanceof CustomEvent ? (event.detail as { error?: unknown } | null)?.error : undefined;
  if (isChunkLoadError(error)) {
    event.preventDefault();
    recover();
  }
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) {
    event.preventDefault();
    recover();
  }
});
